import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createStoryVisionRepository } from './story-vision.repository';
import { storyVisionRoutes } from './story-vision.routes';
import { createMilestonesAdminService, createStoryVisionService } from './story-vision.service';

function build(app: FastifyInstance) {
  const repository = createStoryVisionRepository(app.database.db);
  return {
    ...createStoryVisionService(repository),
    admin: createMilestonesAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    storyVision: ReturnType<typeof build>;
  }
}

export const storyVisionModule = defineModule({
  name: 'storyVision',
  dependencies: ['auditLog'],
  build,
  routes: storyVisionRoutes,
});

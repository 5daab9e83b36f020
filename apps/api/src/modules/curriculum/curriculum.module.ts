import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createCurriculumRepository } from './curriculum.repository';
import { curriculumRoutes } from './curriculum.routes';
import { createCurriculumAdminService, createCurriculumService } from './curriculum.service';

function build(app: FastifyInstance) {
  const repository = createCurriculumRepository(app.database.db);
  return {
    ...createCurriculumService(repository),
    admin: createCurriculumAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    curriculum: ReturnType<typeof build>;
  }
}

export const curriculumModule = defineModule({
  name: 'curriculum',
  dependencies: ['auditLog'],
  build,
  routes: curriculumRoutes,
});

import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createHeroImagesRepository } from './hero-images.repository';
import { heroImagesRoutes } from './hero-images.routes';
import { createHeroImagesAdminService, createHeroImagesService } from './hero-images.service';

function build(app: FastifyInstance) {
  const repository = createHeroImagesRepository(app.database.db);
  return {
    ...createHeroImagesService(repository),
    admin: createHeroImagesAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    heroImages: ReturnType<typeof build>;
  }
}

export const heroImagesModule = defineModule({
  name: 'heroImages',
  dependencies: ['auditLog'],
  build,
  routes: heroImagesRoutes,
});

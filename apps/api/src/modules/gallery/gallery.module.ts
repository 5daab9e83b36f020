import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createGalleryRepository } from './gallery.repository';
import { galleryRoutes } from './gallery.routes';
import { createGalleryAdminService, createGalleryService } from './gallery.service';

function build(app: FastifyInstance) {
  const repository = createGalleryRepository(app.database.db);
  return {
    ...createGalleryService(repository),
    admin: createGalleryAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    gallery: ReturnType<typeof build>;
  }
}

export const galleryModule = defineModule({
  name: 'gallery',
  dependencies: ['auditLog'],
  build,
  routes: galleryRoutes,
});

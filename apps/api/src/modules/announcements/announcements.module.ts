import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createAnnouncementsRepository } from './announcements.repository';
import { announcementsRoutes } from './announcements.routes';
import { createAnnouncementsAdminService, createAnnouncementsService } from './announcements.service';

function build(app: FastifyInstance) {
  const repository = createAnnouncementsRepository(app.database.db);
  return {
    ...createAnnouncementsService(repository),
    admin: createAnnouncementsAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    announcements: ReturnType<typeof build>;
  }
}

export const announcementsModule = defineModule({
  name: 'announcements',
  dependencies: ['auditLog'],
  build,
  routes: announcementsRoutes,
});

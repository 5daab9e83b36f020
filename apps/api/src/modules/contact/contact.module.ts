import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createMediaStore } from '../../lib/media.repository';
import { contactRoutes } from './contact.routes';
import { createContactAdminService, createContactService } from './contact.service';

function build(app: FastifyInstance) {
  const media = createMediaStore(app.database.db);
  return {
    ...createContactService(app.services.settings, media),
    admin: createContactAdminService(app.services.settings, app.services.auditLog, media),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    contact: ReturnType<typeof build>;
  }
}

export const contactModule = defineModule({
  name: 'contact',
  dependencies: ['settings', 'auditLog'],
  build,
  routes: contactRoutes,
});

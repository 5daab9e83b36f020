import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { contactRoutes } from './contact.routes';
import { createContactAdminService, createContactService } from './contact.service';

function build(app: FastifyInstance) {
  return {
    ...createContactService(app.services.settings),
    admin: createContactAdminService(app.services.settings, app.services.auditLog),
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

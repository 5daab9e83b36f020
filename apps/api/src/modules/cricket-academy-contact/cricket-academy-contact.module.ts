import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { cricketAcademyContactRoutes } from './cricket-academy-contact.routes';
import {
  createCricketAcademyContactAdminService,
  createCricketAcademyContactService,
} from './cricket-academy-contact.service';

function build(app: FastifyInstance) {
  return {
    ...createCricketAcademyContactService(app.services.settings, app.storage),
    admin: createCricketAcademyContactAdminService(app.services.settings, app.services.auditLog, app.storage),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    cricketAcademyContact: ReturnType<typeof build>;
  }
}

export const cricketAcademyContactModule = defineModule({
  name: 'cricketAcademyContact',
  dependencies: ['settings', 'auditLog'],
  build,
  routes: cricketAcademyContactRoutes,
});

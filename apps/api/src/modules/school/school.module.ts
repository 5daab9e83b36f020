import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { schoolRoutes } from './school.routes';
import { createSchoolAdminService, createSchoolService } from './school.service';

function build(app: FastifyInstance) {
  return {
    ...createSchoolService(app.services.settings),
    admin: createSchoolAdminService(app.services.settings, app.services.auditLog),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    /** The school as data: names, crest, theme colours, affiliation, wings. */
    school: ReturnType<typeof build>;
  }
}

export const schoolModule = defineModule({
  name: 'school',
  dependencies: ['settings', 'auditLog'],
  build,
  routes: schoolRoutes,
});

import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { admissionRoutes } from './admission.routes';
import { createAdmissionAdminService, createAdmissionService } from './admission.service';

function build(app: FastifyInstance) {
  return {
    ...createAdmissionService(app.services.settings, { portalUrl: app.config.admissionPortalUrl }),
    admin: createAdmissionAdminService(app.services.settings, app.services.auditLog),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    admission: ReturnType<typeof build>;
  }
}

export const admissionModule = defineModule({
  name: 'admission',
  dependencies: ['settings', 'auditLog'],
  build,
  routes: admissionRoutes,
});

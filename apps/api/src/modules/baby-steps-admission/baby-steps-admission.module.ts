import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { babyStepsAdmissionRoutes } from './baby-steps-admission.routes';
import {
  createBabyStepsAdmissionAdminService,
  createBabyStepsAdmissionService,
} from './baby-steps-admission.service';

function build(app: FastifyInstance) {
  return {
    ...createBabyStepsAdmissionService(app.services.settings, app.storage),
    admin: createBabyStepsAdmissionAdminService(app.services.settings, app.services.auditLog, app.storage),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    babyStepsAdmission: ReturnType<typeof build>;
  }
}

export const babyStepsAdmissionModule = defineModule({
  name: 'babyStepsAdmission',
  dependencies: ['settings', 'auditLog'],
  build,
  routes: babyStepsAdmissionRoutes,
});

import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createMandatoryDisclosuresRepository } from './mandatory-disclosures.repository';
import { mandatoryDisclosuresRoutes } from './mandatory-disclosures.routes';
import {
  createMandatoryDisclosuresAdminService,
  createMandatoryDisclosuresService,
} from './mandatory-disclosures.service';

function build(app: FastifyInstance) {
  const repository = createMandatoryDisclosuresRepository(app.database.db);
  return {
    ...createMandatoryDisclosuresService(repository),
    admin: createMandatoryDisclosuresAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    mandatoryDisclosures: ReturnType<typeof build>;
  }
}

export const mandatoryDisclosuresModule = defineModule({
  name: 'mandatoryDisclosures',
  dependencies: ['auditLog'],
  build,
  routes: mandatoryDisclosuresRoutes,
});

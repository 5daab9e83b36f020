import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createPoliciesRepository } from './policies.repository';
import { policiesRoutes } from './policies.routes';
import { createPoliciesAdminService, createPoliciesService } from './policies.service';

function build(app: FastifyInstance) {
  const repository = createPoliciesRepository(app.database.db);
  return {
    ...createPoliciesService(repository),
    admin: createPoliciesAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    policies: ReturnType<typeof build>;
  }
}

export const policiesModule = defineModule({
  name: 'policies',
  dependencies: ['auditLog'],
  build,
  routes: policiesRoutes,
});

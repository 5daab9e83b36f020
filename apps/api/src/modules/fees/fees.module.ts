import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createFeesRepository } from './fees.repository';
import { feesRoutes } from './fees.routes';
import { createFeesAdminService, createFeesService } from './fees.service';

function build(app: FastifyInstance) {
  const repository = createFeesRepository(app.database.db);
  return {
    ...createFeesService(repository),
    admin: createFeesAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    fees: ReturnType<typeof build>;
  }
}

export const feesModule = defineModule({
  name: 'fees',
  dependencies: ['auditLog'],
  build,
  routes: feesRoutes,
});

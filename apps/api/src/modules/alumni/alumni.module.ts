import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createAlumniRepository } from './alumni.repository';
import { alumniRoutes } from './alumni.routes';
import {
  createAlumniAdminService,
  createAlumniCardsAdminService,
  createAlumniService,
} from './alumni.service';

function build(app: FastifyInstance) {
  const repository = createAlumniRepository(app.database.db);
  return {
    ...createAlumniService(repository),
    admin: createAlumniAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
    cardsAdmin: createAlumniCardsAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    alumni: ReturnType<typeof build>;
  }
}

export const alumniModule = defineModule({
  name: 'alumni',
  dependencies: ['auditLog'],
  build,
  routes: alumniRoutes,
});

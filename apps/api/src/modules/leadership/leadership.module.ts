import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createLeadershipRepository } from './leadership.repository';
import { leadershipRoutes } from './leadership.routes';
import { createLeadershipAdminService, createLeadershipService } from './leadership.service';

function build(app: FastifyInstance) {
  const repository = createLeadershipRepository(app.database.db);
  return {
    ...createLeadershipService(repository, (key) => app.storage.publicUrl(key)),
    admin: createLeadershipAdminService({ repository, audit: app.services.auditLog, storage: app.storage }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    leadership: ReturnType<typeof build>;
  }
}

export const leadershipModule = defineModule({
  name: 'leadership',
  dependencies: ['auditLog'],
  build,
  routes: leadershipRoutes,
});

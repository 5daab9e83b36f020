import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createCoachRepository } from './coach.repository';
import { coachRoutes } from './coach.routes';
import { createCoachService, createCoachesAdminService } from './coach.service';

function build(app: FastifyInstance) {
  const repository = createCoachRepository(app.database.db);
  return {
    ...createCoachService(repository),
    admin: createCoachesAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    coach: ReturnType<typeof build>;
  }
}

export const coachModule = defineModule({
  name: 'coach',
  dependencies: ['auditLog'],
  build,
  routes: coachRoutes,
});

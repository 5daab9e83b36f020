import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

function build(app: FastifyInstance) {
  return createUsersService({
    repository: createUsersRepository(app.database.db),
    audit: app.services.auditLog,
    rateLimits: app.rateLimits,
  });
}

declare module '../../lib/define-module' {
  interface Services {
    users: ReturnType<typeof build>;
  }
}

export const usersModule = defineModule({
  name: 'users',
  dependencies: ['auditLog'],
  build,
  routes: usersRoutes,
});

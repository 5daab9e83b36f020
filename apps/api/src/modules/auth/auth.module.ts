import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

function build(app: FastifyInstance) {
  return createAuthService({
    repository: createAuthRepository(app.database.db),
    users: app.services.users,
    audit: app.services.auditLog,
    idleMinutes: app.config.sessionIdleMinutes,
  });
}

declare module '../../lib/define-module' {
  interface Services {
    /** Sign-in, sessions and password changes. */
    auth: ReturnType<typeof build>;
  }
}

export const authModule = defineModule({
  name: 'auth',
  dependencies: ['users', 'auditLog'],
  build,
  routes: authRoutes,
});

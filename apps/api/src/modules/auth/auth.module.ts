import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createSmtpTransport } from '../../lib/mail-transports';
import { createPasswordResetMailer } from './password-reset-mail';
import { createPasswordResetRepository } from './password-reset.repository';
import { createPasswordResetService } from './password-reset.service';

function build(app: FastifyInstance) {
  const repository = createAuthRepository(app.database.db);
  const { smtpUrl, from } = app.config.mail;
  // A reset link is a rare mail: a pool of one connection.
  const mailer = smtpUrl
    ? createPasswordResetMailer(createSmtpTransport(smtpUrl, { poolConnections: 1 }), from)
    : undefined;
  const passwordReset = createPasswordResetService({
    repository: createPasswordResetRepository(app.database.db),
    rateLimits: app.rateLimits,
    users: app.services.users,
    mailer,
    publicUrl: app.config.publicUrl,
    schoolName: async () => (await app.services.school.get()).name,
    audit: app.services.auditLog,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await passwordReset.close();
    mailer?.close();
  });
  return {
    ...createAuthService({
      repository,
      users: app.services.users,
      audit: app.services.auditLog,
      rateLimits: app.rateLimits,
      idleMinutes: app.config.sessionIdleMinutes,
    }),
    /** Forgot password: single-use links by e-mail (when SMTP_URL is set). */
    passwordReset,
  };
}

declare module '../../lib/define-module' {
  interface Services {
    /** Sign-in, sessions, password changes and resets. */
    auth: ReturnType<typeof build>;
  }
}

export const authModule = defineModule({
  name: 'auth',
  dependencies: ['users', 'auditLog', 'school'],
  build,
  routes: authRoutes,
});

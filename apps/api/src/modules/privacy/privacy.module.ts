import type { FastifyInstance } from 'fastify';
import type { MailService } from '@skp/shared';
import { defineModule } from '../../lib/define-module';
import { createPrivacyRepository } from './privacy.repository';
import { privacyRoutes } from './privacy.routes';
import { createPrivacyAdminService, createPrivacyService } from './privacy.service';

function mailServiceOf(mail: FastifyInstance['config']['mail']): MailService {
  if (mail.smtpUrl) return 'smtp';
  if (mail.emailJs) return 'emailjs';
  return 'none';
}

function build(app: FastifyInstance) {
  return {
    ...createPrivacyService({
      repository: createPrivacyRepository(app.database.db),
      settings: app.services.settings,
      schoolName: async () => (await app.services.school.get()).name,
      mailService: mailServiceOf(app.config.mail),
    }),
    admin: createPrivacyAdminService(app.services.settings, app.services.auditLog),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    /** The privacy notice (made from the data inventory and Settings > Privacy), its versions, the checklist. */
    privacy: ReturnType<typeof build>;
  }
}

export const privacyModule = defineModule({
  name: 'privacy',
  dependencies: ['settings', 'auditLog', 'school'],
  build,
  routes: privacyRoutes,
});

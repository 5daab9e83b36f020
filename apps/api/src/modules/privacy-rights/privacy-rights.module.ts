import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import type { PersonalDataSource } from '../../lib/personal-data';
import { createParentMailer } from './privacy-mail';
import { createPrivacyRightsRepository } from './privacy-rights.repository';
import { privacyRightsRoutes } from './privacy-rights.routes';
import { createPrivacyRightsService } from './privacy-rights.service';

function build(app: FastifyInstance) {
  const mailer = createParentMailer(app.config.mail.smtpUrl, app.config.mail.from);
  app.addHook('onClose', () => mailer.close());
  // Filled by the composition root (app.ts) once every module is built: one registration per source.
  const sources: PersonalDataSource[] = [];
  const service = createPrivacyRightsService({
    repository: createPrivacyRightsRepository(app.database.db),
    rateLimits: app.rateLimits,
    audit: app.services.auditLog,
    mailer,
    schoolName: async () => (await app.services.school.get()).name,
    privacySettings: () => app.services.privacy.settings(),
    sources: () => sources,
    emailsBetween: (from, to) => app.services.enquiries.emailsBetween(from, to),
    log: app.log,
  });
  return {
    ...service,
    /** Adds a place personal data is kept by e-mail address (app.ts registers each). */
    registerSource(source: PersonalDataSource) {
      if (sources.some((s) => s.name === source.name))
        throw new Error(`The personal data source '${source.name}' is registered twice`);
      sources.push(source);
    },
  };
}

declare module '../../lib/define-module' {
  interface Services {
    /** A parent's rights requests (see, correct, erase by e-mail) and the breach register. */
    privacyRights: ReturnType<typeof build>;
  }
}

export const privacyRightsModule = defineModule({
  name: 'privacyRights',
  dependencies: ['settings', 'auditLog', 'school', 'privacy', 'enquiries'],
  build,
  routes: privacyRightsRoutes,
});

import type { FastifyInstance } from 'fastify';
import { schoolTexts } from '@skp/shared';
import { defineModule } from '../../lib/define-module';
import { createSmtpTransport, noMailTransport } from '../../lib/mail-transports';
import type { PersonalDataSource } from '../../lib/personal-data';
import { composeBreachMail, createParentMailer } from './privacy-mail';
import { createPrivacyRightsRepository } from './privacy-rights.repository';
import { privacyRightsRoutes } from './privacy-rights.routes';
import { createPrivacyRightsService } from './privacy-rights.service';

function build(app: FastifyInstance) {
  const { smtpUrl, poolConnections, from } = app.config.mail;
  // Its own pool on the enquiries' SMTP server; idle connections close after a few minutes.
  const smtp = smtpUrl ? createSmtpTransport(smtpUrl, { poolConnections }) : undefined;
  const mailer = createParentMailer(smtp, from);
  app.addHook('onClose', () => mailer.close());
  // Filled by the composition root (app.ts) once every module is built: one registration per source.
  const sources: PersonalDataSource[] = [];
  const repository = createPrivacyRightsRepository(app.database.db);
  // Breach notices go out through the outbox of mail to many addresses, with its retries, but over
  // SMTP only, as parents' other privacy mails: EmailJS's template is the enquiry's, addressed to
  // the office. Without SMTP a notice cannot be approved (mailer.ready); one queued before SMTP was
  // taken away is retried like any failed send.
  const outbox = app.services.subscriptions.outbox;
  outbox.register(
    'breach',
    async (send, context) => {
      const incident = await repository.findIncident(send.itemId);
      return incident ? composeBreachMail(send, incident, context) : null;
    },
    smtp ?? noMailTransport,
  );
  const service = createPrivacyRightsService({
    repository,
    rateLimits: app.rateLimits,
    audit: app.services.auditLog,
    mailer,
    schoolName: async (locale = 'en') => schoolTexts(await app.services.school.get(), locale).school,
    privacySettings: () => app.services.privacy.settings(),
    sources: () => sources,
    recipientsBetween: (from, to) => app.services.enquiries.recipientsBetween(from, to),
    outbox: {
      queue: (incidentId, recipients) => outbox.queueToAddresses('breach', incidentId, recipients),
      progress: (incidentId) => outbox.progress('breach', incidentId),
      wake: () => outbox.wake(),
    },
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
  dependencies: ['settings', 'auditLog', 'school', 'privacy', 'enquiries', 'subscriptions'],
  build,
  routes: privacyRightsRoutes,
});

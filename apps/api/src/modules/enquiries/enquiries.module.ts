import type { FastifyInstance } from 'fastify';
import { defineModule, type ModuleOptions } from '../../lib/define-module';
import { enquiriesAdminRoutes } from './enquiries-admin.routes';
import { createEnquiriesRepository } from './enquiries.repository';
import { enquiriesRoutes } from './enquiries.routes';
import { createEnquiriesService } from './enquiries.service';
import { enquiriesPersonalData } from './enquiries-personal-data';
import { createEnquiryOutbox, type OutboxOptions } from './enquiry-outbox';
import type { MailTransport } from '../../lib/mail-transports';

function build(app: FastifyInstance, options: ModuleOptions) {
  const repository = createEnquiriesRepository(app.database.db);
  const outbox = createEnquiryOutbox({
    repository,
    settings: app.services.settings,
    config: app.config,
    log: app.log,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
    ...(options.outboxOptions ? { options: options.outboxOptions } : {}),
  });
  app.addHook('onClose', () => outbox.stop());
  const service = createEnquiriesService({
    repository,
    rateLimits: app.rateLimits,
    onStored: () => outbox.wake(),
    audit: app.services.auditLog,
    privacy: app.services.privacy,
  });
  return {
    ...service,
    /** The mail outbox of this instance; start.ts starts it, closing the app stops it. */
    outbox,
    /** The enquiries as a source of personal data (Privacy > Requests: find, export, erase by e-mail). */
    personalData: enquiriesPersonalData(repository, app.services.auditLog),
    /** The distinct addresses of the enquiries sent between two days (a breach notice's recipients). */
    recipientsBetween: (from: string, to: string) => repository.recipientsBetween(from, to),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    /** The public enquiry forms, the admin inbox and the mail outbox. */
    enquiries: ReturnType<typeof build>;
  }
  interface ModuleOptions {
    /** Replaces the mail transport the configuration describes (tests). */
    mailTransport?: MailTransport;
    /** Overrides of the outbox's batch size and timing (tests). */
    outboxOptions?: Partial<OutboxOptions>;
  }
}

export const enquiriesModule = defineModule({
  name: 'enquiries',
  dependencies: ['settings', 'auditLog', 'privacy'],
  build,
  routes: [enquiriesRoutes, enquiriesAdminRoutes],
});

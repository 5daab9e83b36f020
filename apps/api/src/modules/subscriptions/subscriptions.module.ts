import type { FastifyInstance } from 'fastify';
import { announcementInputSchema, noticeInputSchema, schoolTexts } from '@skp/shared';
import { mailFrom } from '../../config';
import { defineModule, type ModuleOptions } from '../../lib/define-module';
import { createPushSender, newVapidKeys } from './push-sender';
import { createSubscriptionOutbox, type SubscriptionOutboxOptions } from './subscription-outbox';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService } from './subscriptions.service';
import { subscriptionsPersonalData } from './subscriptions-personal-data';

/**
 * The VAPID subject the push services may contact the school at: PUBLIC_URL when it is https, else
 * the sender address of the site's mails (MAIL_FROM), else a placeholder mailto:.
 */
export function vapidSubject(publicUrl: string, mailFrom: string | undefined): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>|^([^<>\s]+@[^<>\s]+)$/.exec(mailFrom?.trim() ?? '');
  return `mailto:${address?.[1] ?? address?.[2] ?? 'no-reply@localhost'}`;
}

function build(app: FastifyInstance, options: ModuleOptions) {
  const repository = createSubscriptionsRepository(app.database.db);
  const push = createPushSender({
    keys: () => repository.currentVapidKeys(newVapidKeys),
    keysById: (id) => repository.vapidKeysById(id),
    subject: () => vapidSubject(app.config.publicUrl, app.config.mail.from),
  });
  const outbox = createSubscriptionOutbox({
    repository,
    // The enquiries' transport: SMTP_URL or the EmailJS settings, one connection pool.
    transport: app.services.enquiries.outbox.transport,
    push,
    context: async (locale) => {
      const school = await app.services.school.get();
      return {
        origin: app.config.publicUrl,
        from: mailFrom(app.config.mail.from, school.name),
        school: schoolTexts(school, locale).school,
      };
    },
    log: app.log,
    ...(options.subscriptionOutboxOptions ? { options: options.subscriptionOutboxOptions } : {}),
  });
  // Closing (SIGTERM) stops the outbox claiming at once, before the other modules close: the batch
  // in flight finishes, the rest stays queued for the next start.
  let stopped: Promise<void> | undefined;
  app.addHook('preClose', (done) => {
    stopped = outbox.stop();
    done();
  });
  app.addHook('onClose', () => stopped ?? outbox.stop());
  // A notice or event saved live wakes the outbox (its round also finds scheduled ones coming due).
  app.contentVersion.subscribe((change) => {
    if (change.entities.some((entity) => entity === '*' || entity === 'notices' || entity === 'events'))
      outbox.wake();
  });
  const service = createSubscriptionsService({
    repository,
    rateLimits: app.rateLimits,
    audit: app.services.auditLog,
    onQueued: () => outbox.wake(),
    push,
    pushExtraHosts: app.config.push.extraHosts,
    alert: {
      createBanner: (input, actor) =>
        app.services.announcements.admin.create(announcementInputSchema.parse(input), actor),
      createNotice: (input, actor) =>
        app.services.notices.admin.create(noticeInputSchema.parse(input), actor),
      changed: () => app.contentVersion.bump(['notices', 'announcements']),
    },
  });
  return { ...service, outbox, personalData: subscriptionsPersonalData(repository) };
}

declare module '../../lib/define-module' {
  interface Services {
    /** Parents' subscriptions by e-mail and phone notifications: the form, confirmation, unsubscribe, the sends of what goes live. */
    subscriptions: ReturnType<typeof build>;
  }
  interface ModuleOptions {
    /** Overrides of the subscribers' outbox's batch size, timing and clock (tests, the benchmark). */
    subscriptionOutboxOptions?: Partial<SubscriptionOutboxOptions>;
  }
}

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  dependencies: ['auditLog', 'school', 'enquiries', 'notices', 'announcements'],
  build,
  routes: [subscriptionsRoutes],
});

import { randomBytes } from 'node:crypto';
import {
  SUBSCRIPTION_TOPICS,
  pushRenewInputSchema,
  pushSubscribeInputSchema,
  pushUnsubscribeInputSchema,
  subscribeInputSchema,
  topicsOf,
  type PushRenewInput,
  type PushSubscribeInput,
  type SubscribeInput,
  type Subscription,
  type SubscriptionCounts,
  type UrgentAlert,
  type UrgentAlertInput,
  urgentAlertInputSchema,
  schoolToday,
} from '@skp/shared';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditSink } from '../../lib/actor';
import type { RateLimiter } from '../../lib/rate-limiter';
import { serializeRow } from '../../lib/serialize';
import { isPushServiceEndpoint, newVapidKeys, type PushSender } from './push-sender';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

/** Subscriptions per client address within one window (each sends a confirmation mail). */
export const SUBSCRIBE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;
/** Phones subscribed (or changed) per client address within one window. */
export const PUSH_SUBSCRIBE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

/** The secret of a subscriber's confirmation and unsubscribe links (unguessable, URL-safe). */
export function newSubscriberToken(): string {
  return randomBytes(24).toString('base64url');
}

export function toSubscription(row: SubscriptionRow): Subscription {
  const { id, topics, language, frequency, digestDay, confirmedAt, createdAt } = row;
  return serializeRow({
    id,
    email: row.email ?? '',
    topics,
    language,
    frequency,
    digestDay,
    confirmedAt,
    createdAt,
  });
}

/** An address as typed: trimmed, lower case (stored so). */
const normalEmail = (email: string) => email.trim().toLowerCase();

export interface SubscriptionsServiceDeps {
  repository: SubscriptionsRepository;
  rateLimits: RateLimiter;
  audit: AuditSink;
  /** Told when something is queued, so the outbox sends it at once. */
  onQueued(): void;
  /** Web push: the VAPID public key browsers subscribe with. */
  push: Pick<PushSender, 'publicKey' | 'currentKeys' | 'forgetCurrentKey'>;
  /** Push services allowed besides the browsers' (PUSH_ALLOWED_HOSTS). */
  pushExtraHosts: readonly string[];
  /** The urgent alert's writes: the banner and the notice, through their own modules' admin services. */
  alert: {
    createBanner(
      input: { level: 'urgent'; text: string; link: string; startsAt: string; endsAt: string },
      actor: Actor,
    ): Promise<{ _id: string }>;
    createNotice(
      input: { title: string; description: string; priority: 'high'; type: string; date: string },
      actor: Actor,
    ): Promise<{ _id: string; slug: string }>;
    /** Pages and kept answers showing notices and banners are stale from now. */
    changed(): void;
  };
}

export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const { repository, audit } = deps;

  /** A phone's push address must be a browser push service's: the server never posts elsewhere. */
  function checkEndpoint(endpoint: string) {
    if (!isPushServiceEndpoint(endpoint, deps.pushExtraHosts)) {
      const message = "endpoint must be the address of a browser's push service";
      throw new ValidationError(message, { endpoint: [message] });
    }
  }

  /** The id of the key pair a browser subscribed with: one the server keeps (else 400); none named: the current one. */
  async function keyIdOf(applicationServerKey: string | undefined): Promise<number> {
    if (applicationServerKey === undefined) return (await deps.push.currentKeys()).id;
    const id = await repository.vapidKeyId(applicationServerKey.replace(/=+$/, ''));
    if (id === undefined) {
      const message =
        "applicationServerKey is not one of the server's keys: subscribe again with the current one";
      throw new ValidationError(message, { applicationServerKey: [message] });
    }
    return id;
  }

  return {
    /**
     * A parent's form: stores the choices and queues the confirmation mail. The answer is the same
     * for every address (no one learns who subscribed); a filled honeypot is answered and dropped.
     */
    async subscribe(input: SubscribeInput, clientAddress: string): Promise<{ checkYourMail: true }> {
      await deps.rateLimits.enforce(
        `subscribe:${clientAddress}`,
        SUBSCRIBE_LIMIT,
        (minutes) => `Too many subscriptions from your address. Please try again in ${minutes}.`,
      );
      if (input.website && input.website.trim() !== '') return { checkYourMail: true };
      const values = subscribeInputSchema.parse(input);
      await repository.submit(
        values.email,
        {
          topics: topicsOf(values),
          language: values.language,
          frequency: values.frequency,
          digestDay: values.digestDay,
        },
        newSubscriberToken(),
      );
      deps.onQueued();
      return { checkYourMail: true };
    },

    /** The VAPID public key a browser subscribes with (its applicationServerKey). */
    pushPublicKey: () => deps.push.publicKey(),

    /**
     * A phone's notifications ('this phone' on the form): the browser's push subscription and the
     * choices, stored at once (the browser asked the parent's permission). The endpoint must be a
     * browser push service's address: the server never posts to an address a visitor made up.
     */
    async subscribePush(input: PushSubscribeInput, clientAddress: string): Promise<{ subscribed: true }> {
      await deps.rateLimits.enforce(
        `subscribe-push:${clientAddress}`,
        PUSH_SUBSCRIBE_LIMIT,
        (minutes) => `Too many subscriptions from your address. Please try again in ${minutes}.`,
      );
      const values = pushSubscribeInputSchema.parse(input);
      checkEndpoint(values.endpoint);
      await repository.subscribePush(
        {
          endpoint: values.endpoint,
          p256dh: values.keys.p256dh,
          auth: values.keys.auth,
          keyId: await keyIdOf(values.applicationServerKey),
        },
        { topics: topicsOf(values), language: values.language },
        newSubscriberToken(),
      );
      return { subscribed: true };
    },

    /**
     * The browser renewed a phone's subscription (the service worker's pushsubscriptionchange): the
     * new one replaces the subscription at `oldEndpoint` (its topics, language and queued sends
     * kept). Only a renewal naming a subscribed phone is taken (404 otherwise): no one starts
     * receiving through this door. Rate-limited per address as subscribing is.
     */
    async renewPush(input: PushRenewInput, clientAddress: string): Promise<{ renewed: true }> {
      await deps.rateLimits.enforce(
        `renew-push:${clientAddress}`,
        PUSH_SUBSCRIBE_LIMIT,
        (minutes) => `Too many subscriptions from your address. Please try again in ${minutes}.`,
      );
      const values = pushRenewInputSchema.parse(input);
      checkEndpoint(values.endpoint);
      const renewed = await repository.renewPush(values.oldEndpoint, {
        endpoint: values.endpoint,
        p256dh: values.keys.p256dh,
        auth: values.keys.auth,
        keyId: await keyIdOf(values.applicationServerKey),
      });
      if (!renewed) throw new NotFoundError('oldEndpoint is not a subscribed phone');
      return { renewed: true };
    },

    /**
     * Rotates the VAPID keys (npm run push:rotate-keys): a new pair becomes current (new phones
     * subscribe with it); the pair it replaces stays for the phones that subscribed with it (their
     * notifications are still signed with it) and is deleted once none does. Answers the new public
     * key and how many phones still use an older pair.
     */
    async rotatePushKeys(): Promise<{ publicKey: string; phonesOnOldKeys: number; deletedKeys: number }> {
      const { current, deleted, phonesOnOldKeys } = await repository.rotateVapidKeys(newVapidKeys);
      deps.push.forgetCurrentKey();
      return { publicKey: current.publicKey, phonesOnOldKeys, deletedKeys: deleted.length };
    },

    /** 'Stop notifications on this phone': true when the endpoint had a subscription (now deleted). */
    async unsubscribePush(input: { endpoint: string }): Promise<boolean> {
      const { endpoint } = pushUnsubscribeInputSchema.parse(input);
      return (await repository.deleteByEndpoint(endpoint)) !== undefined;
    },

    /** The confirmation link: true when it named a subscription (now confirmed). */
    async confirm(token: string): Promise<boolean> {
      if (!token) return false;
      return (await repository.confirm(token)) !== undefined;
    },

    /** The unsubscribe link or the one-click POST: the subscription is deleted. Unknown: false. */
    async unsubscribe(token: string): Promise<boolean> {
      if (!token) return false;
      return (await repository.deleteByToken(token)) !== undefined;
    },

    /** Staff's totals: never a list. */
    async counts(): Promise<SubscriptionCounts> {
      const counts = await repository.counts();
      const byTopic = Object.fromEntries(SUBSCRIPTION_TOPICS.map((topic) => [topic, 0])) as Record<
        (typeof SUBSCRIPTION_TOPICS)[number],
        number
      >;
      for (const { topic, n } of counts.topics) if (topic in byTopic) byTopic[topic] = n;
      return {
        confirmed: counts.confirmed,
        phones: counts.phones,
        waitingForConfirmation: counts.waiting,
        byTopic,
      };
    },

    /** One address's subscription (staff's look-up and a rights request), or null. */
    async findByEmail(email: string): Promise<Subscription | null> {
      const row = await repository.findByEmail(normalEmail(email));
      return row ? toSubscription(row) : null;
    },

    /** A rights request's copy: what is kept about the address (empty when nothing is). */
    async exportByEmail(email: string): Promise<{ subscriptions: Subscription[] }> {
      const found = await this.findByEmail(email);
      return { subscriptions: found ? [found] : [] };
    },

    /** A rights request's erasure (or staff's, on request): the subscription and its sends, audited. */
    async eraseByEmail(email: string, actor: Actor | null = null): Promise<{ erased: number }> {
      return audit.transaction(async () => {
        const row = await repository.deleteByEmail(normalEmail(email));
        if (!row) return { erased: 0 };
        // The address is not written into the log: the entry names the subscription only.
        await audit.record({ actor, action: 'erase', entity: 'subscription', entityId: row.id });
        return { erased: 1 };
      });
    },

    /** Staff's 'send again' after editing a published notice or event: its next round is queued. */
    async sendAgain(kind: 'notice' | 'event', itemId: string, actor: Actor): Promise<void> {
      await audit.transaction(async () => {
        await repository.addRound(kind, itemId);
        await audit.record({ actor, action: 'send-again', entity: kind, entityId: itemId });
      });
      deps.onQueued();
    },

    /**
     * The urgent alert ('School closed tomorrow'), in one transaction: the urgent banner (its text the
     * title, linking to the notice), a high-priority notice, and its round to every confirmed
     * subscriber whatever they chose. A clash with a showing urgent banner refuses the whole alert.
     */
    async urgentAlert(input: UrgentAlertInput, actor: Actor): Promise<UrgentAlert> {
      const values = urgentAlertInputSchema.parse(input);
      const now = new Date();
      const made = await audit.transaction(async () => {
        const notice = await deps.alert.createNotice(
          {
            title: values.title,
            description: values.message,
            priority: 'high',
            type: 'Urgent',
            date: schoolToday(),
          },
          actor,
        );
        const banner = await deps.alert.createBanner(
          {
            level: 'urgent',
            text: values.title,
            link: `/notices/${notice.slug}`,
            startsAt: now.toISOString(),
            endsAt: new Date(now.getTime() + values.hours * 3_600_000).toISOString(),
          },
          actor,
        );
        await repository.announceToEveryone('notice', notice._id);
        await audit.record({ actor, action: 'urgent-alert', entity: 'notice', entityId: notice._id });
        return { notice, banner };
      });
      deps.alert.changed();
      // Queued now, before the answer: staff see the total at once; the outbox delivers.
      await repository.queueAnnouncements();
      deps.onQueued();
      return {
        noticeId: made.notice._id,
        noticeSlug: made.notice.slug,
        announcementId: made.banner._id,
        progress: await repository.progress('notice', made.notice._id),
      };
    },

    /** How the sends of one item stand (the urgent alert's progress). */
    progress: (kind: 'notice' | 'event', itemId: string) => repository.progress(kind, itemId),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

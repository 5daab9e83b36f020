import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SubscriptionTopic } from '@skp/shared';
import { id, timestamps } from './columns';

/**
 * Parents following the school (modules/subscriptions): by e-mail (`channel` 'email': `token` is the
 * secret of the confirmation and unsubscribe links; nothing is sent to an address before
 * `confirmed_at`) or by a phone's notifications (`channel` 'push': the browser's push subscription,
 * confirmed when stored: the browser's permission prompt is the opt-in). Unsubscribing deletes the
 * row (and its sends); so does a push service's 404/410.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    channel: text('channel').$type<'email' | 'push'>().notNull().default('email'),
    /** Lower case; one subscription per address (null for a phone). */
    email: text('email'),
    /** A phone's push subscription: the push service's address and the keys (RFC 8291) to encrypt for it. */
    pushEndpoint: text('push_endpoint'),
    pushP256dh: text('push_p256dh'),
    pushAuth: text('push_auth'),
    /** The VAPID key pair the phone subscribed with: its notifications are signed with it (kept until no phone uses it). */
    pushKeyId: smallint('push_key_id').references(() => pushKeys.id, { onDelete: 'restrict' }),
    topics: jsonb('topics').$type<SubscriptionTopic[]>().notNull(),
    language: text('language').$type<'en' | 'hi'>().notNull().default('en'),
    frequency: text('frequency').$type<'instant' | 'weekly'>().notNull().default('instant'),
    digestDay: smallint('digest_day').notNull().default(1),
    token: text('token').notNull(),
    /** New choices from a confirmed address, applied when the new confirmation link is opened. */
    pendingChoices: jsonb('pending_choices').$type<{
      topics: SubscriptionTopic[];
      language: 'en' | 'hi';
      frequency: 'instant' | 'weekly';
      digestDay: number;
    }>(),
    /** How many confirmation mails were asked for (each is one send: its round). */
    confirmRound: integer('confirm_round').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscriptions_email_idx').on(t.email),
    uniqueIndex('subscriptions_token_idx').on(t.token),
    uniqueIndex('subscriptions_push_endpoint_idx').on(t.pushEndpoint),
    index('subscriptions_push_key_idx')
      .on(t.pushKeyId)
      .where(sql`${t.pushKeyId} IS NOT NULL`),
    check(
      'subscriptions_channel_check',
      sql`(${t.channel} = 'email' AND ${t.email} IS NOT NULL) OR (${t.channel} = 'push' AND ${t.pushEndpoint} IS NOT NULL AND ${t.pushP256dh} IS NOT NULL AND ${t.pushAuth} IS NOT NULL)`,
    ),
  ],
);

/**
 * The server's VAPID key pairs (RFC 8292), made on first start and kept here (never in the repo).
 * Browsers subscribe with the current one (`retired_at` null: one at most); `npm run push:rotate-keys`
 * retires it and makes a new one. A retired pair is kept while a phone that subscribed with it
 * remains (its notifications are signed with it), and deleted when none does.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_keys_current_idx')
      .on(sql`(true)`)
      .where(sql`${t.retiredAt} IS NULL`),
  ],
);

/**
 * A notice or event announced to subscribers: one row per item and round (round 1 when it goes
 * live; staff's 'send again' adds the next). Items live before the feature are recorded as
 * announced by the migration, so nothing old is sent.
 */
export const subscriptionAnnouncements = pgTable(
  'subscription_announcements',
  {
    itemKind: text('item_kind').$type<'notice' | 'event'>().notNull(),
    itemId: uuid('item_id').notNull(),
    round: integer('round').notNull().default(1),
    /** 'matching': the subscribers whose topics match, right away; 'everyone': an urgent alert. */
    audience: text('audience').$type<'matching' | 'everyone'>().notNull().default('matching'),
    /** The round has been queued to its subscribers (false: 'send again' asked, not yet queued). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId, t.round] })],
);

/**
 * The outbox of mail to many addresses: one mail per row, sent with retries like the enquiries'
 * outbox. A subscriber's mail names its subscription; a mail to an address with no subscription (a
 * breach notice) carries the address and its language instead, the address only until the mail is
 * sent or given up. The unique keys (subscription or the address's hash, kind, item, round) are what
 * make a send happen once whatever the number of saves, approvals, workers or restarts.
 */
/** What a send is: a subscriber's mail, or a mail to an address (a breach notice). */
export type SendKind = 'confirm' | 'notice' | 'event' | 'digest' | 'breach';

export const subscriptionSends = pgTable(
  'subscription_sends',
  {
    id: id(),
    /** The subscriber's mail; null for a mail to an address (`recipientKey`). */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** A mail to an address: the address (cleared once sent or given up), its hash (kept) and language. */
    email: text('email'),
    recipientKey: text('recipient_key'),
    language: text('language').$type<'en' | 'hi'>(),
    /**
     * 'confirm': the confirmation mail; 'notice'/'event': an item; 'digest': a week's digest;
     * 'breach': a breach notice to an address (its sender is registered by the privacy rights module).
     */
    kind: text('kind').$type<SendKind>().notNull(),
    /** The item's id; for 'confirm' and 'digest' a fixed id naming the occasion. */
    itemId: text('item_id').notNull(),
    round: integer('round').notNull().default(1),
    delivery: text('delivery').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscription_sends_once_idx').on(t.subscriptionId, t.kind, t.itemId, t.round),
    uniqueIndex('subscription_sends_address_once_idx')
      .on(t.kind, t.itemId, t.round, t.recipientKey)
      .where(sql`${t.subscriptionId} IS NULL`),
    check(
      'subscription_sends_recipient_check',
      sql`${t.subscriptionId} IS NOT NULL OR ${t.recipientKey} IS NOT NULL`,
    ),
    // An item's progress (the urgent alert's, polled by the admin while it goes out).
    index('subscription_sends_item_idx').on(t.kind, t.itemId),
    index('subscription_sends_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.delivery} = 'pending'`),
  ],
);

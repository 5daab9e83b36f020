import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { SubscriptionTopic } from '@skp/shared';
import { queryRows, type Database } from '../../db/client';
import {
  pushKeys,
  subscriptionAnnouncements,
  subscriptionSends,
  subscriptions,
  type SendKind,
} from '../../db/schema/index';
import type { PushTarget, StoredVapidKeys, VapidKeys } from './push-sender';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionSendRow = typeof subscriptionSends.$inferSelect;

/** What a subscriber chose on the form. */
export interface SubscriptionChoices {
  topics: SubscriptionTopic[];
  language: 'en' | 'hi';
  frequency: 'instant' | 'weekly';
  digestDay: number;
}

/** A mail to an address with no subscription (a breach notice): the address and its language. */
export interface AddressRecipient {
  email: string;
  language: 'en' | 'hi';
}

/** The kinds of mail sent to addresses rather than subscribers (each has a sender registered with the outbox). */
export type AddressSendKind = Exclude<SendKind, 'confirm' | 'notice' | 'event' | 'digest'>;

/** The kept key of an address's send: its hash (the address itself is cleared once the mail is sent). */
const recipientKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** A claimed send with what its mail or notification needs: the subscriber (or the address) and, for an item, the item. */
export interface ClaimedSend {
  id: string;
  /** null for a mail to an address (a breach notice). */
  subscriptionId: string | null;
  channel: 'email' | 'push';
  /** A phone's push subscription (channel 'push'). */
  push: PushTarget | null;
  kind: SubscriptionSendRow['kind'];
  itemId: string;
  round: number;
  attempts: number;
  email: string;
  language: 'en' | 'hi';
  token: string;
  topics: SubscriptionTopic[];
  pending: boolean;
}

/** A notice or event as a subscriber's mail shows it. */
export interface AnnouncedItem {
  kind: 'notice' | 'event';
  id: string;
  title: string;
  description: string;
  slug: string;
  date: Date;
}

const seconds = (value: number) => sql`(${Math.max(0, Math.round(value))})::int * interval '1 second'`;

/** Live now (as lib/publication.ts's publishedNow), for the item aliased `i`. */
const LIVE = sql.raw(
  `i.publication = 'published' AND (i.publish_at IS NULL OR i.publish_at <= now()) AND (i.expire_at IS NULL OR i.expire_at > now())`,
);

/**
 * Which subscribers an item goes to: 'notices' and 'events' take every one of their kind, 'urgent'
 * takes high-priority notices, the wings' topics take the items whose type names the wing.
 */
const matches = (kind: 'notice' | 'event') =>
  sql.raw(
    kind === 'notice'
      ? `(s.topics @> '["notices"]' OR (s.topics @> '["urgent"]' AND i.priority = 'high') OR (s.topics @> '["babySteps"]' AND i.type ILIKE '%baby steps%') OR (s.topics @> '["cricketAcademy"]' AND i.type ILIKE '%cricket%'))`
      : `(s.topics @> '["events"]' OR (s.topics @> '["babySteps"]' AND i.type ILIKE '%baby steps%') OR (s.topics @> '["cricketAcademy"]' AND i.type ILIKE '%cricket%'))`,
  );

/** Which subscribers' sends a worker delivers: mail needs a mail transport, phones always go. */
export type SendChannel = 'email' | 'push';

const storedKeys = (row: typeof pushKeys.$inferSelect): StoredVapidKeys => ({
  id: row.id,
  publicKey: row.publicKey,
  privateKey: row.privateKey,
});

/** Retired key pairs no subscription uses: deleted (the current one never is). */
async function deleteUnusedKeys(db: Database): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM push_keys k WHERE k.retired_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.push_key_id = k.id)
        RETURNING k.id`,
  );
  return rows.map((row) => row.id);
}

/** Subscribers queued per statement when a round fans out (about 30 ms of the embedded database's time). */
export const FAN_OUT_CHUNK = 500;

/** Lets the event loop serve what waits (pages, other queries) before the next chunk of work. */
export const yieldToPages = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createSubscriptionsRepository(db: Database) {
  /** The fan-out in flight in this process: the next one starts after it. */
  let fanningOut: Promise<unknown> = Promise.resolve();

  async function fanOut(pause: () => Promise<void>): Promise<number> {
    for (const [kind, table] of [
      ['notice', 'notices'],
      ['event', 'events'],
    ] as const) {
      await db.execute(
        sql`INSERT INTO subscription_announcements (item_kind, item_id, round)
            SELECT ${kind}, i.id, 1 FROM ${sql.identifier(table)} i
            WHERE ${LIVE} AND NOT EXISTS (
              SELECT 1 FROM subscription_announcements a WHERE a.item_kind = ${kind} AND a.item_id = i.id)
            ON CONFLICT DO NOTHING`,
      );
    }
    const due = await db
      .select()
      .from(subscriptionAnnouncements)
      .where(isNull(subscriptionAnnouncements.queuedAt));
    let queued = 0;
    for (const round of due) {
      const table = round.itemKind === 'notice' ? 'notices' : 'events';
      let after: string | null = null;
      for (;;) {
        await pause();
        const rows: { seen: number; last: string | null; inserted: number }[] = await queryRows(
          db,
          sql`WITH chunk AS (
                SELECT s.id FROM subscriptions s JOIN ${sql.identifier(table)} i ON i.id = ${round.itemId}::uuid
                WHERE s.confirmed_at IS NOT NULL AND ${
                  round.audience === 'everyone'
                    ? sql`true`
                    : sql`s.frequency = 'instant' AND ${matches(round.itemKind)}`
                } ${after === null ? sql`` : sql`AND s.id > ${after}::uuid`}
                ORDER BY s.id LIMIT ${FAN_OUT_CHUNK}
              ), inserted AS (
                INSERT INTO subscription_sends (subscription_id, kind, item_id, round)
                SELECT id, ${round.itemKind}::text, ${round.itemId}::text, ${round.round}::int FROM chunk
                ON CONFLICT DO NOTHING RETURNING 1
              )
              SELECT (SELECT count(*)::int FROM chunk) AS seen,
                     (SELECT id::text FROM chunk ORDER BY id DESC LIMIT 1) AS last,
                     (SELECT count(*)::int FROM inserted) AS inserted`,
        );
        const chunk = rows[0];
        queued += chunk?.inserted ?? 0;
        if (!chunk || chunk.seen < FAN_OUT_CHUNK || chunk.last === null) break;
        after = chunk.last;
      }
      await db
        .update(subscriptionAnnouncements)
        .set({ queuedAt: sql`now()` })
        .where(
          and(
            eq(subscriptionAnnouncements.itemKind, round.itemKind),
            eq(subscriptionAnnouncements.itemId, round.itemId),
            eq(subscriptionAnnouncements.round, round.round),
            isNull(subscriptionAnnouncements.queuedAt),
          ),
        );
    }
    return queued;
  }

  return {
    /**
     * A phone's notifications: stored confirmed (the browser's permission prompt is the opt-in, and
     * only that browser holds the endpoint). The same endpoint again takes the new keys and choices.
     */
    async subscribePush(
      target: PushTarget & { keyId: number },
      choices: Pick<SubscriptionChoices, 'topics' | 'language'>,
      newToken: string,
    ): Promise<SubscriptionRow> {
      const [row] = await db
        .insert(subscriptions)
        .values({
          channel: 'push',
          email: null,
          pushEndpoint: target.endpoint,
          pushP256dh: target.p256dh,
          pushAuth: target.auth,
          pushKeyId: target.keyId,
          topics: choices.topics,
          language: choices.language,
          frequency: 'instant',
          token: newToken,
          confirmedAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: subscriptions.pushEndpoint,
          set: {
            pushP256dh: sql`excluded.push_p256dh`,
            pushAuth: sql`excluded.push_auth`,
            pushKeyId: sql`excluded.push_key_id`,
            topics: sql`excluded.topics`,
            language: sql`excluded.language`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    /** 'Stop notifications on this phone': the phone's subscription and its sends are deleted. */
    async deleteByEndpoint(endpoint: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .delete(subscriptions)
        .where(and(eq(subscriptions.channel, 'push'), eq(subscriptions.pushEndpoint, endpoint)))
        .returning();
      return row;
    },

    /** A subscription the push service says is gone (404/410): deleted with its sends. */
    async deleteById(id: string): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.id, id));
    },

    /**
     * The browser renewed a phone's subscription (pushsubscriptionchange): the subscription at
     * `oldEndpoint` takes the new endpoint, keys and VAPID key, keeping its topics, language,
     * confirmation and the sends still queued for it, in one transaction. A subscription already at
     * the new endpoint (the phone subscribed again meanwhile) gives way. Undefined: no phone had
     * `oldEndpoint`.
     */
    async renewPush(
      oldEndpoint: string,
      target: PushTarget & { keyId: number },
    ): Promise<SubscriptionRow | undefined> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.channel, 'push'), eq(subscriptions.pushEndpoint, oldEndpoint)))
          .for('update');
        if (!old) return undefined;
        await tx
          .delete(subscriptions)
          .where(and(eq(subscriptions.pushEndpoint, target.endpoint), ne(subscriptions.id, old.id)));
        const [row] = await tx
          .update(subscriptions)
          .set({
            pushEndpoint: target.endpoint,
            pushP256dh: target.p256dh,
            pushAuth: target.auth,
            pushKeyId: target.keyId,
            updatedAt: sql`now()`,
          })
          .where(eq(subscriptions.id, old.id))
          .returning();
        return row;
      });
    },

    /**
     * The current VAPID key pair: the stored one, or `make`'s, stored once (two workers agree: the
     * one current key is a unique index).
     */
    async currentVapidKeys(make: () => VapidKeys): Promise<StoredVapidKeys> {
      const current = () =>
        db.select().from(pushKeys).where(isNull(pushKeys.retiredAt)).orderBy(desc(pushKeys.id)).limit(1);
      const [found] = await current();
      if (found) return storedKeys(found);
      await db
        .insert(pushKeys)
        .values({ id: sql`(SELECT coalesce(max(id), 0) + 1 FROM push_keys)`, ...make() })
        .onConflictDoNothing();
      const [row] = await current();
      return storedKeys(row!);
    },

    /** A key pair by its id (a phone's notifications are signed with the pair it subscribed with). */
    async vapidKeysById(id: number): Promise<StoredVapidKeys | undefined> {
      const [row] = await db.select().from(pushKeys).where(eq(pushKeys.id, id));
      return row ? storedKeys(row) : undefined;
    },

    /** The id of a kept key pair by its public key (current or retired), if it is kept. */
    async vapidKeyId(publicKey: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: pushKeys.id })
        .from(pushKeys)
        .where(eq(pushKeys.publicKey, publicKey));
      return row?.id;
    },

    /**
     * Key rotation: the current pair is retired and `make`'s becomes current, in one transaction;
     * retired pairs no phone uses any more are deleted. Answers the new pair and how many phones
     * still use a retired one.
     */
    async rotateVapidKeys(
      make: () => VapidKeys,
    ): Promise<{ current: StoredVapidKeys; retired: number[]; deleted: number[]; phonesOnOldKeys: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE push_keys IN EXCLUSIVE MODE`);
        const retired = await tx
          .update(pushKeys)
          .set({ retiredAt: sql`now()` })
          .where(isNull(pushKeys.retiredAt))
          .returning({ id: pushKeys.id });
        const [row] = await tx
          .insert(pushKeys)
          .values({ id: sql`(SELECT coalesce(max(id), 0) + 1 FROM push_keys)`, ...make() })
          .returning();
        const deleted = await deleteUnusedKeys(tx as unknown as Database);
        const [left] = await queryRows<{ n: number }>(
          tx as unknown as Database,
          sql`SELECT count(*)::int AS n FROM subscriptions s JOIN push_keys k ON k.id = s.push_key_id
              WHERE k.retired_at IS NOT NULL`,
        );
        return {
          current: storedKeys(row!),
          retired: retired.map((r) => r.id),
          deleted,
          phonesOnOldKeys: left?.n ?? 0,
        };
      });
    },

    /** Deletes the retired key pairs no phone uses any more; answers their ids. */
    deleteUnusedVapidKeys: () => deleteUnusedKeys(db),

    /**
     * Stores a form's choices and queues the confirmation mail, in one transaction. A new address (or
     * one not yet confirmed) takes the choices at once; a confirmed one keeps receiving what it chose
     * before, and the new choices wait (`pending`) until the new confirmation link is opened.
     */
    async submit(email: string, choices: SubscriptionChoices, newToken: string): Promise<SubscriptionRow> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.email, email))
          .for('update');
        let row: SubscriptionRow;
        if (!existing) {
          const [inserted] = await tx
            .insert(subscriptions)
            .values({ email, ...choices, token: newToken, confirmRound: 1 })
            .onConflictDoUpdate({
              target: subscriptions.email,
              set: { confirmRound: sql`${subscriptions.confirmRound} + 1`, updatedAt: sql`now()` },
            })
            .returning();
          row = inserted!;
        } else {
          const [updated] = await tx
            .update(subscriptions)
            .set({
              ...(existing.confirmedAt ? { pendingChoices: choices } : { ...choices, pendingChoices: null }),
              confirmRound: sql`${subscriptions.confirmRound} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(subscriptions.id, existing.id))
            .returning();
          row = updated!;
        }
        await tx
          .insert(subscriptionSends)
          .values({ subscriptionId: row.id, kind: 'confirm', itemId: 'confirm', round: row.confirmRound })
          .onConflictDoNothing();
        return row;
      });
    },

    /** Opens a confirmation link: confirmed from now, with the choices that waited for it. */
    async confirm(token: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({
          confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, now())`,
          topics: sql`coalesce(${subscriptions.pendingChoices} -> 'topics', ${subscriptions.topics})`,
          language: sql`coalesce(${subscriptions.pendingChoices} ->> 'language', ${subscriptions.language})`,
          frequency: sql`coalesce(${subscriptions.pendingChoices} ->> 'frequency', ${subscriptions.frequency})`,
          digestDay: sql`coalesce((${subscriptions.pendingChoices} ->> 'digestDay')::smallint, ${subscriptions.digestDay})`,
          pendingChoices: null,
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptions.token, token))
        .returning();
      return row;
    },

    /** Unsubscribes: the subscription and its sends are deleted. */
    async deleteByToken(token: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.delete(subscriptions).where(eq(subscriptions.token, token)).returning();
      return row;
    },

    async findByEmail(email: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.channel, 'email'), eq(subscriptions.email, email)));
      return row;
    },

    async deleteByEmail(email: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.delete(subscriptions).where(eq(subscriptions.email, email)).returning();
      return row;
    },

    /** Totals for staff: confirmed (of which phones), waiting, and confirmed per topic. */
    async counts() {
      const [totals] = await queryRows<{ confirmed: number; waiting: number; phones: number }>(
        db,
        sql`SELECT count(*) FILTER (WHERE confirmed_at IS NOT NULL)::int AS confirmed,
                   count(*) FILTER (WHERE confirmed_at IS NULL)::int AS waiting,
                   count(*) FILTER (WHERE confirmed_at IS NOT NULL AND channel = 'push')::int AS phones
            FROM subscriptions`,
      );
      const topics = await queryRows<{ topic: SubscriptionTopic; n: number }>(
        db,
        sql`SELECT t.topic, count(*)::int AS n FROM subscriptions s, jsonb_array_elements_text(s.topics) AS t(topic)
            WHERE s.confirmed_at IS NOT NULL GROUP BY t.topic`,
      );
      return {
        confirmed: totals?.confirmed ?? 0,
        waiting: totals?.waiting ?? 0,
        phones: totals?.phones ?? 0,
        topics,
      };
    },

    /**
     * Records every notice and event that has gone live since the last look (published now, or its
     * scheduled time came) as round 1, then queues each round not yet queued ('send again' adds
     * rounds) to its confirmed subscribers who want it right away. A round fans out in chunks of
     * `FAN_OUT_CHUNK` subscribers (in the order of their ids), each chunk one statement, with
     * `pause()` between them: the embedded database runs on the server's event loop, and one
     * statement inserting 40,000 sends held every page up for seconds. The round is marked queued
     * after its last chunk, so a crash mid-way starts it again at the next look; the sends' unique
     * key makes the chunks already queued no-ops (once per subscriber and round). Calls in this
     * process run one after another (the alert's own call and the outbox's round do not both fan out).
     */
    queueAnnouncements(pause: () => Promise<void> = yieldToPages): Promise<number> {
      const run = fanningOut.then(() => fanOut(pause));
      fanningOut = run.catch(() => undefined);
      return run;
    },

    /** An urgent alert's notice: round 1 goes to every confirmed subscriber (call inside its write's transaction). */
    async announceToEveryone(kind: 'notice' | 'event', itemId: string): Promise<void> {
      await db
        .insert(subscriptionAnnouncements)
        .values({ itemKind: kind, itemId, round: 1, audience: 'everyone' })
        .onConflictDoNothing();
    },

    /** Staff's 'send again' after an edit: the item's next round, queued by the next look. */
    async addRound(kind: 'notice' | 'event', itemId: string): Promise<void> {
      await db.execute(
        sql`INSERT INTO subscription_announcements (item_kind, item_id, round)
            SELECT ${kind}, ${itemId}::uuid, coalesce(max(round), 0) + 1
            FROM subscription_announcements WHERE item_kind = ${kind} AND item_id = ${itemId}::uuid
            ON CONFLICT DO NOTHING`,
      );
    },

    /** Queues the weekly digests of the subscribers whose day it is (`day`: 0-6; `dateKey`: that day, once). */
    async queueDigests(day: number, dateKey: string): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO subscription_sends (subscription_id, kind, item_id, round)
            SELECT s.id, 'digest', ${dateKey}, 1 FROM subscriptions s
            WHERE s.confirmed_at IS NOT NULL AND s.frequency = 'weekly' AND s.digest_day = ${day}
            ON CONFLICT DO NOTHING RETURNING id`,
      );
      return rows.length;
    },

    /**
     * Claims up to `limit` due sends for this worker (attempts + 1, a lease), skipping rows others
     * hold; only the subscribers of `channels` (no mail transport: phones only).
     */
    async claimDue(
      limit: number,
      leaseSeconds: number,
      channels: readonly SendChannel[] = ['email', 'push'],
    ): Promise<ClaimedSend[]> {
      const due = and(
        eq(subscriptionSends.delivery, 'pending'),
        lte(subscriptionSends.nextAttemptAt, sql`now()`),
        ...(channels.length < 2
          ? [
              inArray(
                subscriptionSends.subscriptionId,
                db
                  .select({ id: subscriptions.id })
                  .from(subscriptions)
                  .where(inArray(subscriptions.channel, [...channels])),
              ),
            ]
          : []),
      );
      // The candidates first, locked in the claim's transaction, then the claim of exactly those: an
      // UPDATE ... WHERE id IN (SELECT ... LIMIT n FOR UPDATE SKIP LOCKED) may rescan its subquery
      // and claim more than n (it claimed every due send), so a stop mid-send held them all.
      const claimed = await db.transaction(async (tx) => {
        const candidates = await tx
          .select({ id: subscriptionSends.id })
          .from(subscriptionSends)
          .where(due)
          // The due index's order: the first `limit` rows of an index scan (ordering by a second
          // column sorted every due send, 40,000 after an urgent alert, at each claim).
          .orderBy(subscriptionSends.nextAttemptAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (candidates.length === 0) return [];
        return tx
          .update(subscriptionSends)
          .set({
            attempts: sql`${subscriptionSends.attempts} + 1`,
            nextAttemptAt: sql`now() + ${seconds(leaseSeconds)}`,
          })
          .where(
            and(
              inArray(
                subscriptionSends.id,
                candidates.map((candidate) => candidate.id),
              ),
              due,
            ),
          )
          .returning();
      });
      if (claimed.length === 0) return [];
      const subscriberIds = [
        ...new Set(claimed.flatMap((send) => (send.subscriptionId ? [send.subscriptionId] : []))),
      ];
      const subscribers =
        subscriberIds.length > 0
          ? await db.select().from(subscriptions).where(inArray(subscriptions.id, subscriberIds))
          : [];
      const byId = new Map(subscribers.map((s) => [s.id, s]));
      return claimed.flatMap((send): ClaimedSend[] => {
        if (send.subscriptionId === null) {
          if (!send.email) return [];
          return [
            {
              id: send.id,
              subscriptionId: null,
              channel: 'email',
              push: null,
              kind: send.kind,
              itemId: send.itemId,
              round: send.round,
              attempts: send.attempts,
              email: send.email,
              language: send.language === 'hi' ? 'hi' : 'en',
              token: '',
              topics: [],
              pending: false,
            },
          ];
        }
        const subscriber = byId.get(send.subscriptionId);
        if (!subscriber) return [];
        return [
          {
            id: send.id,
            subscriptionId: subscriber.id,
            channel: subscriber.channel,
            push:
              subscriber.channel === 'push'
                ? {
                    endpoint: subscriber.pushEndpoint!,
                    p256dh: subscriber.pushP256dh!,
                    auth: subscriber.pushAuth!,
                    keyId: subscriber.pushKeyId,
                  }
                : null,
            kind: send.kind,
            itemId: send.itemId,
            round: send.round,
            attempts: send.attempts,
            email: subscriber.email ?? '',
            language: (subscriber.pendingChoices?.language ?? subscriber.language) as 'en' | 'hi',
            token: subscriber.token,
            topics: subscriber.topics,
            pending: subscriber.confirmedAt === null,
          },
        ];
      });
    },

    async markSent(id: string, attempts: number): Promise<boolean> {
      const rows = await db
        .update(subscriptionSends)
        // A mail to an address keeps only the address's hash once sent.
        .set({ delivery: 'sent', sentAt: sql`now()`, lastError: null, email: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(subscriptionSends.id, id),
            eq(subscriptionSends.attempts, attempts),
            eq(subscriptionSends.delivery, 'pending'),
          ),
        )
        .returning({ id: subscriptionSends.id });
      return rows.length > 0;
    },

    async markAttemptFailed(
      id: string,
      attempts: number,
      error: string,
      outcome: { giveUp: true } | { giveUp: false; retryInSeconds: number },
    ): Promise<boolean> {
      const rows = await db
        .update(subscriptionSends)
        .set({
          lastError: error,
          updatedAt: sql`now()`,
          ...(outcome.giveUp
            ? { delivery: 'failed' as const, email: null }
            : { nextAttemptAt: sql`now() + ${seconds(outcome.retryInSeconds)}` }),
        })
        .where(
          and(
            eq(subscriptionSends.id, id),
            eq(subscriptionSends.attempts, attempts),
            eq(subscriptionSends.delivery, 'pending'),
          ),
        )
        .returning({ id: subscriptionSends.id });
      return rows.length > 0;
    },

    /** One notice or event as a mail shows it (any state: a send queued before an unpublish still names it). */
    async item(kind: 'notice' | 'event', id: string): Promise<AnnouncedItem | undefined> {
      const table = kind === 'notice' ? 'notices' : 'events';
      const [row] = await queryRows<{
        id: string;
        title: string;
        description: string;
        slug: string;
        date: Date | string;
      }>(
        db,
        sql`SELECT id, title, description, slug, date FROM ${sql.identifier(table)} WHERE id::text = ${id}`,
      );
      return row ? { kind, ...row, date: new Date(row.date) } : undefined;
    },

    /** A week's items for a digest: announced in the 7 days before `until`, matching the topics. */
    async weekItems(topics: SubscriptionTopic[], until: Date): Promise<AnnouncedItem[]> {
      const found: AnnouncedItem[] = [];
      for (const kind of ['notice', 'event'] as const) {
        const table = kind === 'notice' ? 'notices' : 'events';
        const rows = await queryRows<{
          id: string;
          title: string;
          description: string;
          slug: string;
          date: Date | string;
        }>(
          db,
          sql`SELECT i.id, i.title, i.description, i.slug, i.date
              FROM subscription_announcements a JOIN ${sql.identifier(table)} i ON i.id = a.item_id
              CROSS JOIN (SELECT ${JSON.stringify(topics)}::jsonb AS topics) s
              WHERE a.item_kind = ${kind} AND a.round = 1
                AND a.created_at > ${until.toISOString()}::timestamptz - interval '7 days'
                AND a.created_at <= ${until.toISOString()}::timestamptz
                AND ${LIVE}
                AND ${matches(kind)}
              ORDER BY i.date DESC`,
        );
        found.push(...rows.map((row) => ({ kind, ...row, date: new Date(row.date) })));
      }
      return found;
    },

    /**
     * Queues one mail per address (call inside the write's transaction that decides the sending). An
     * address already queued for this kind and item is not queued again; answers how many were new.
     */
    async queueToAddresses(
      kind: AddressSendKind,
      itemId: string,
      recipients: AddressRecipient[],
    ): Promise<number> {
      let queued = 0;
      for (let start = 0; start < recipients.length; start += 500) {
        const rows = await db
          .insert(subscriptionSends)
          .values(
            recipients.slice(start, start + 500).map((recipient) => ({
              kind,
              itemId,
              round: 1,
              email: recipient.email,
              recipientKey: recipientKey(recipient.email),
              language: recipient.language,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: subscriptionSends.id });
        queued += rows.length;
      }
      return queued;
    },

    /** Deletes every mail to this address outside a subscription (a rights request's erasure); answers how many. */
    async deleteAddressSends(email: string): Promise<number> {
      const rows = await db
        .delete(subscriptionSends)
        .where(
          and(
            isNull(subscriptionSends.subscriptionId),
            eq(subscriptionSends.recipientKey, recipientKey(email)),
          ),
        )
        .returning({ id: subscriptionSends.id });
      return rows.length;
    },

    /** Progress of the sends of one item (the urgent alert's, a breach notice's): queued, sent, failed. */
    async progress(kind: SendKind, itemId: string) {
      const [row] = await queryRows<{ queued: number; sent: number; failed: number }>(
        db,
        sql`SELECT count(*) FILTER (WHERE delivery = 'pending')::int AS queued,
                   count(*) FILTER (WHERE delivery = 'sent')::int AS sent,
                   count(*) FILTER (WHERE delivery = 'failed')::int AS failed
            FROM subscription_sends WHERE kind = ${kind} AND item_id = ${itemId}`,
      );
      const counts = row ?? { queued: 0, sent: 0, failed: 0 };
      return { ...counts, total: counts.queued + counts.sent + counts.failed };
    },

    /** Subscribers' sends left undelivered: for the start-up line and tests. */
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(subscriptionSends)
        .where(eq(subscriptionSends.delivery, 'pending'));
      return row?.n ?? 0;
    },

    /** Every confirmed subscription's id (tests and the benchmark); never for staff. */
    confirmedCount: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(isNotNull(subscriptions.confirmedAt));
      return row?.n ?? 0;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;

/**
 * app.contentVersion: what caches of public content key on, so they can keep answers as long as the
 * content is unchanged and drop them the moment it changes.
 *
 *   value: number                 changes on every successful write (here or, with PostgreSQL, on any
 *                                 other instance) and at every scheduled change (below); compare it
 *                                 with the value you saw when you made a cached answer
 *   of(entity): number            the same for one entity ('notices', 'events', 'settings', ... as in
 *                                 /api/admin/<entity>; see content-entities.ts); of('*') === value
 *   nextChangeAt: number          ms since the epoch of the next publish-at or expire-at of a notice or
 *                                 event, or the next start or end of an event or announcement: nothing cached may be
 *                                 kept past it. Infinity when none is scheduled, 0 while unknown (just
 *                                 after a write, until it is looked up): cache nothing then
 *   reliable: boolean             false while another instance's writes could go unheard (the
 *                                 PostgreSQL listener is reconnecting): cache nothing then
 *   subscribe(listener): () => void
 *                                 listener({ version, entities, source }) after each change; entities
 *                                 is ['*'] for "anything may have changed"; returns the unsubscribe
 *   bump(entities, source?)       records a change made without an HTTP write (the plugin already
 *                                 bumps after every successful POST/PUT/PATCH/DELETE) and tells the
 *                                 other instances
 *
 * Versions are per process (each instance counts its own); with DATABASE_URL, instances tell each
 * other about writes through PostgreSQL LISTEN/NOTIFY on the channel `skp_content`.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_CONTENT, entitiesWrittenBy } from './content-entities';
import { createContentScheduleRepository } from './content-schedule.repository';
import { listenForNotifications, type NotificationListener } from './postgres-notifications';

export type ContentChangeSource = 'write' | 'peer' | 'schedule' | 'reconnect';

export interface ContentChange {
  version: number;
  entities: readonly string[];
  source: ContentChangeSource;
}

export interface ContentVersion {
  readonly value: number;
  of(entity: string): number;
  readonly nextChangeAt: number;
  readonly reliable: boolean;
  subscribe(listener: (change: ContentChange) => void): () => void;
  bump(entities: readonly string[], source?: ContentChangeSource): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentVersion: ContentVersion;
  }
}

export const CONTENT_CHANNEL = 'skp_content';
/** The schedule is looked up again this often, for changes made outside the app (SQL by hand). */
const SCHEDULE_RECHECK_MS = 5 * 60_000;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function contentVersionPlugin(app: FastifyInstance) {
  const instanceId = randomUUID();
  const schedule = createContentScheduleRepository(app.database.db);
  const listeners = new Set<(change: ContentChange) => void>();
  const entityBumps = new Map<string, number>();
  let value = 0;
  let allBumps = 0;
  let nextChangeAt = 0;
  let closed = false;
  let listener: NotificationListener | undefined;
  let timer: NodeJS.Timeout | undefined;
  let recheck: NodeJS.Timeout | undefined;
  let lookup: Promise<void> | undefined;
  let lookUpAgain = false;

  function armTimer() {
    clearTimeout(timer);
    if (closed || !Number.isFinite(nextChangeAt) || nextChangeAt === 0) return;
    // A few ms late, so the database's now() has passed the instant when the next read asks.
    const delay = Math.min(Math.max(nextChangeAt - Date.now() + 5, 0), MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (Date.now() >= nextChangeAt) change(['notices', 'events', 'announcements'], 'schedule', false);
      else armTimer();
    }, delay);
    timer.unref();
  }

  /** Looks up the next scheduled change; `forget` first marks it unknown (after a write). */
  function lookUpSchedule(forget: boolean) {
    if (closed) return;
    if (forget) nextChangeAt = 0;
    if (lookup) {
      lookUpAgain = true;
      return;
    }
    lookup = schedule
      .nextChangeAfterNow()
      .then((next) => {
        if (lookUpAgain) return;
        nextChangeAt = next ? next.getTime() : Infinity;
        armTimer();
      })
      .catch((error: Error) => {
        nextChangeAt = 0;
        if (closed) return;
        app.log.warn({ err: error }, 'could not look up the next scheduled content change; retrying');
        clearTimeout(timer);
        timer = setTimeout(() => lookUpSchedule(true), 5000);
        timer.unref();
      })
      .finally(() => {
        lookup = undefined;
        if (lookUpAgain) {
          lookUpAgain = false;
          lookUpSchedule(true);
        }
      });
  }

  function change(entities: readonly string[], source: ContentChangeSource, tellPeers: boolean) {
    if (entities.length === 0 || closed) return;
    value++;
    if (entities.includes(ALL_CONTENT)) allBumps++;
    else for (const entity of entities) entityBumps.set(entity, (entityBumps.get(entity) ?? 0) + 1);
    lookUpSchedule(true);
    for (const notify of listeners) notify({ version: value, entities, source });
    if (tellPeers && listener) {
      const payload = JSON.stringify({ from: instanceId, entities });
      app.database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`).catch((error: Error) => {
        app.log.warn({ err: error }, 'could not tell the other instances about a write');
      });
    }
  }

  const contentVersion: ContentVersion = {
    get value() {
      return value;
    },
    of(entity) {
      return entity === ALL_CONTENT ? value : (entityBumps.get(entity) ?? 0) + allBumps;
    },
    get nextChangeAt() {
      return nextChangeAt;
    },
    get reliable() {
      return listener ? listener.connected : true;
    },
    subscribe(notify) {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    bump(entities, source = 'write') {
      change(entities, source, source === 'write');
    },
  };
  app.decorate('contentVersion', contentVersion);

  if (app.database.kind === 'postgres' && app.config.databaseUrl) {
    listener = listenForNotifications({
      connectionString: app.config.databaseUrl,
      channel: CONTENT_CHANNEL,
      onMessage(payload) {
        try {
          const message = JSON.parse(payload) as { from?: string; entities?: unknown };
          if (message.from === instanceId) return;
          const entities = Array.isArray(message.entities)
            ? message.entities.filter((e): e is string => typeof e === 'string')
            : [ALL_CONTENT];
          change(entities, 'peer', false);
        } catch {
          change([ALL_CONTENT], 'peer', false);
        }
      },
      // Whatever was written elsewhere while the listener was down went unheard.
      onState: () => change([ALL_CONTENT], 'reconnect', false),
      onError: (error) => app.log.warn({ err: error }, 'content change listener lost its connection'),
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (MUTATING.has(request.method) && reply.statusCode < 400)
      contentVersion.bump(entitiesWrittenBy(request.method, request.url));
    return payload;
  });
  app.addHook('onReady', async () => {
    lookUpSchedule(true);
    recheck = setInterval(() => lookUpSchedule(false), SCHEDULE_RECHECK_MS);
    recheck.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    clearInterval(recheck);
    listeners.clear();
    await lookup?.catch(() => undefined);
    await listener?.close();
  });
}

export const registerContentVersion = fp(contentVersionPlugin, { name: 'content-version' });

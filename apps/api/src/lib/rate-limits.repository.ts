import { lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/index';

export interface CounterState {
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Fixed-window counters in the database, shared by every server instance. */
export function createRateLimitsRepository(db: Database) {
  return {
    /**
     * Counts one hit in one statement: a new key or a key whose window has passed starts a new
     * window at 1; otherwise the count goes up by one. PostgreSQL locks the row for the update, so
     * parallel hits on one key (from any instance) each see a different count.
     */
    async hit(key: string, windowMs: number): Promise<CounterState> {
      const window = sql`(${Math.round(windowMs)})::int * interval '1 millisecond'`;
      const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: sql`now()`, expiresAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
            expiresAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.windowStart} + ${window} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.expiresAt} - now())))::int)`,
        });
      return { count: row!.count, retryAfterSeconds: Number(row!.retryAfterSeconds) };
    },

    /** Takes `hits` back from a live window (never below zero). */
    async refund(key: string, hits = 1): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - ${Math.round(hits)}::int, 0)` })
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.expiresAt} > now()`);
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },

    /**
     * Deletes the keys that start with `prefix` and end with `suffix` (compared as text, no
     * patterns); answers those whose window was still running, with their counts.
     */
    async resetMatching(prefix: string, suffix: string): Promise<{ key: string; count: number }[]> {
      const deleted = await db
        .delete(rateLimits)
        .where(
          sql`starts_with(${rateLimits.key}, ${prefix}) and right(${rateLimits.key}, length(${suffix})) = ${suffix}`,
        )
        .returning({ key: rateLimits.key, count: rateLimits.count, expiresAt: rateLimits.expiresAt });
      const now = Date.now();
      return deleted.filter((row) => row.expiresAt.getTime() > now).map(({ key, count }) => ({ key, count }));
    },

    /** Deletes every counter whose window has ended; returns how many. */
    async pruneExpired(): Promise<number> {
      const deleted = await db
        .delete(rateLimits)
        .where(lte(rateLimits.expiresAt, sql`now()`))
        .returning({ key: rateLimits.key });
      return deleted.length;
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;

import { and, like, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/index';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/** Fixed-window counters in the database, shared by every server instance. */
export function createRateLimitsRepository(db: Database) {
  return {
    async hit(key: string, windowSeconds: number): Promise<RateLimitHit> {
      const window = sql`(${Math.round(windowSeconds)})::int * interval '1 second'`;
      const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: sql`now()` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int)`,
        });
      return { count: row!.count, retryAfterSeconds: Number(row!.retryAfterSeconds) };
    },

    /** Deletes the counters under `prefix` whose window ended more than `windowSeconds` ago. */
    async pruneExpired(prefix: string, windowSeconds: number): Promise<void> {
      await db
        .delete(rateLimits)
        .where(
          and(
            like(rateLimits.key, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
            lte(
              rateLimits.windowStart,
              sql`now() - (${Math.round(windowSeconds)})::int * interval '1 second'`,
            ),
          ),
        );
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;

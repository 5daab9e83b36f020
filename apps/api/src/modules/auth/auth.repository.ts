import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits, sessions, users } from '../../db/schema/index';

export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    async createSession(values: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The live session with this token hash and its user, or undefined. */
    async findLiveSession(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return row;
    },

    async touchSession(id: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, id));
    },

    async deleteSessionByHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    },

    /** Current count in the key's window (0 when the window has passed). */
    async readCounter(
      key: string,
      windowSeconds: number,
    ): Promise<{ count: number; resetsInSeconds: number }> {
      const [row] = await db
        .select({
          count: rateLimits.count,
          resetsIn: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
        })
        .from(rateLimits)
        .where(eq(rateLimits.key, key))
        .limit(1);
      if (!row || row.resetsIn <= 0) return { count: 0, resetsInSeconds: 0 };
      return { count: row.count, resetsInSeconds: row.resetsIn };
    },

    /** Adds one to the key's fixed window, starting a new window when the old one has passed. */
    async incrementCounter(key: string, windowSeconds: number): Promise<void> {
      const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
      await db
        .insert(rateLimits)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
          },
        });
    },

    async clearCounter(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

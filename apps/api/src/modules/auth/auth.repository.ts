import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

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

    async deleteExpiredSessions(): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, sql`now()`))
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

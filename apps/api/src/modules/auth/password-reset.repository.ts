import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema/index';

export function createPasswordResetRepository(db: Database) {
  return {
    async create(values: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    /** The account of an unused, unexpired token (without using it). */
    async findLive(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row?.userId;
    },

    /**
     * Uses a token: marks it used only if it is unused and unexpired, in one statement, so a link
     * works once even when opened twice at the same moment. Returns its account, or undefined.
     */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },

    /** Every other link of this account stops working once one was used. */
    async removeForUser(userId: string): Promise<void> {
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
    },

    async removeStale(): Promise<void> {
      await db
        .delete(passwordResets)
        .where(or(lt(passwordResets.expiresAt, sql`now()`), sql`${passwordResets.usedAt} is not null`));
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

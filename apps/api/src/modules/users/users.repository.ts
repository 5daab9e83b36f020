import { asc, count, eq, sql } from 'drizzle-orm';
import type { UserRole } from '@skp/shared';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Database) {
  return {
    /** Signs a person out everywhere (a new password, role or e-mail). */
    async endSessions(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.email));
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async countAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      return row?.n ?? 0;
    },

    async insert(values: { email: string; name: string; role: UserRole; passwordHash: string }) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(
      id: string,
      values: Partial<{ email: string; name: string; role: UserRole; passwordHash: string }>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

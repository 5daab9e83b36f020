import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policies } from '../../db/schema/index';
import { createCrudRepository } from '../../lib/crud-repository';

export type PolicyRow = typeof policies.$inferSelect;

const ALL_CAP = 1000;

export function createPoliciesRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, policies, {
      id: policies.id,
      sortColumns: { order: policies.order, title: policies.title, createdAt: policies.createdAt },
      searchColumns: [policies.title, policies.description],
      orderColumn: policies.order,
    }),

    all(): Promise<PolicyRow[]> {
      return db
        .select()
        .from(policies)
        .orderBy(asc(policies.order), asc(policies.createdAt), asc(policies.id))
        .limit(ALL_CAP);
    },

    async findById(id: string): Promise<PolicyRow | undefined> {
      const [row] = await db.select().from(policies).where(eq(policies.id, id)).limit(1);
      return row;
    },
  };
}
export type PoliciesRepository = ReturnType<typeof createPoliciesRepository>;

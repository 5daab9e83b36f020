import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policies } from '../../db/schema/index';

export type PolicyRow = typeof policies.$inferSelect;

const ALL_CAP = 1000;

export function createPoliciesRepository(db: Database) {
  return {
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

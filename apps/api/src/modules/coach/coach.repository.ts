import { asc, eq } from 'drizzle-orm';
import type { PagedQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { coaches } from '../../db/schema/index';
import { findPage } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type CoachRow = typeof coaches.$inferSelect;

export function createCoachRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, coaches, {
      id: coaches.id,
      sortColumns: { order: coaches.order, name: coaches.name, createdAt: coaches.createdAt },
      searchColumns: [coaches.name, coaches.designation],
      orderColumn: coaches.order,
    }),

    list(query: PagedQuery) {
      return findPage(db, coaches, {
        orderBy: [asc(coaches.order), asc(coaches.createdAt), asc(coaches.id)],
        page: query.page,
        limit: query.limit,
      });
    },

    async findById(id: string): Promise<CoachRow | undefined> {
      const [row] = await db.select().from(coaches).where(eq(coaches.id, id)).limit(1);
      return row;
    },
  };
}
export type CoachRepository = ReturnType<typeof createCoachRepository>;

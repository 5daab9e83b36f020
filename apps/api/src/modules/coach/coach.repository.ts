import { eq } from 'drizzle-orm';
import type { PagedQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { coaches } from '../../db/schema/index';
import { rowFields, type RowOf } from '../../lib/media-join';
import { findPageInStaffOrder } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type CoachRow = RowOf<typeof coaches>;

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
      return findPageInStaffOrder(db, coaches, query);
    },

    async findById(id: string): Promise<CoachRow | undefined> {
      const [row] = await db.select(rowFields(db, coaches)).from(coaches).where(eq(coaches.id, id)).limit(1);
      return row;
    },
  };
}
export type CoachRepository = ReturnType<typeof createCoachRepository>;

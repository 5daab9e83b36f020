import type { PagedQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { studentLifeEvents } from '../../db/schema/index';
import { type RowOf } from '../../lib/media-join';
import { findPageInStaffOrder } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type StudentLifeEventRow = RowOf<typeof studentLifeEvents>;

export function createStudentLifeRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, studentLifeEvents, {
      id: studentLifeEvents.id,
      sortColumns: {
        order: studentLifeEvents.order,
        title: studentLifeEvents.title,
        createdAt: studentLifeEvents.createdAt,
      },
      searchColumns: [studentLifeEvents.title, studentLifeEvents.description],
      orderColumn: studentLifeEvents.order,
    }),

    list(query: PagedQuery) {
      return findPageInStaffOrder(db, studentLifeEvents, query);
    },
  };
}
export type StudentLifeRepository = ReturnType<typeof createStudentLifeRepository>;

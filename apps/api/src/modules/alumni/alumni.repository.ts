import type { PagedQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { alumni, alumniCards } from '../../db/schema/index';
import { type RowOf } from '../../lib/media-join';
import { findPageInStaffOrder } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type AlumnusRow = RowOf<typeof alumni>;
export type AlumniCardRow = RowOf<typeof alumniCards>;

export function createAlumniRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    adminCards: createCrudRepository(db, alumniCards, {
      id: alumniCards.id,
      sortColumns: { order: alumniCards.order, title: alumniCards.title, createdAt: alumniCards.createdAt },
      searchColumns: [alumniCards.title, alumniCards.subtitle],
      orderColumn: alumniCards.order,
    }),

    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, alumni, {
      id: alumni.id,
      sortColumns: {
        order: alumni.order,
        name: alumni.name,
        graduationYear: alumni.graduationYear,
        createdAt: alumni.createdAt,
      },
      searchColumns: [alumni.name, alumni.currentPost],
      orderColumn: alumni.order,
    }),

    listAlumni(query: PagedQuery) {
      return findPageInStaffOrder(db, alumni, query);
    },

    listCards(query: PagedQuery) {
      return findPageInStaffOrder(db, alumniCards, query);
    },
  };
}
export type AlumniRepository = ReturnType<typeof createAlumniRepository>;

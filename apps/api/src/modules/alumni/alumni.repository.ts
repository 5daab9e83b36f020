import { asc } from 'drizzle-orm';
import type { PagedQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { alumni, alumniCards } from '../../db/schema/index';
import { findPage } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type AlumnusRow = typeof alumni.$inferSelect;
export type AlumniCardRow = typeof alumniCards.$inferSelect;

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
      return findPage(db, alumni, {
        orderBy: [asc(alumni.order), asc(alumni.createdAt), asc(alumni.id)],
        page: query.page,
        limit: query.limit,
      });
    },

    listCards(query: PagedQuery) {
      return findPage(db, alumniCards, {
        orderBy: [asc(alumniCards.order), asc(alumniCards.createdAt), asc(alumniCards.id)],
        page: query.page,
        limit: query.limit,
      });
    },
  };
}
export type AlumniRepository = ReturnType<typeof createAlumniRepository>;

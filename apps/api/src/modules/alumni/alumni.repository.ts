import { asc } from 'drizzle-orm';
import type { PagedQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { alumni, alumniCards } from '../../db/schema/index';
import { findPage } from '../../lib/pagination';

export type AlumnusRow = typeof alumni.$inferSelect;
export type AlumniCardRow = typeof alumniCards.$inferSelect;

export function createAlumniRepository(db: Database) {
  return {
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

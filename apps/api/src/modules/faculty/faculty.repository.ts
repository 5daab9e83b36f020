import { asc, eq, and } from 'drizzle-orm';
import type { FacultyListQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { faculty } from '../../db/schema/index';
import { rowFields, type RowOf } from '../../lib/media-join';
import { findPage, jsonbText, orderBy, searchCondition } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type FacultyRow = RowOf<typeof faculty>;

const SORT_COLUMNS = {
  order: faculty.order,
  name: faculty.name,
  department: faculty.department,
  createdAt: faculty.createdAt,
} as const;

/** A safety cap for the unpaginated directory; a school has far fewer staff. */
const ALL_CAP = 1000;

export function createFacultyRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, faculty, {
      id: faculty.id,
      sortColumns: {
        order: faculty.order,
        name: faculty.name,
        department: faculty.department,
        createdAt: faculty.createdAt,
      },
      searchColumns: [faculty.name, faculty.role, faculty.department],
      filterColumns: { department: faculty.department },
      orderColumn: faculty.order,
    }),

    list(query: FacultyListQuery) {
      return findPage(db, faculty, {
        where: and(
          query.department ? eq(faculty.department, query.department) : undefined,
          searchCondition(query.search, [
            faculty.name,
            faculty.role,
            faculty.department,
            faculty.experience,
            faculty.education,
            jsonbText(faculty.expertise),
          ]),
        ),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, [faculty.name, faculty.id]),
        page: query.page,
        limit: query.limit,
      });
    },

    all(): Promise<FacultyRow[]> {
      return db
        .select(rowFields(db, faculty))
        .from(faculty)
        .orderBy(asc(faculty.order), asc(faculty.name), asc(faculty.id))
        .limit(ALL_CAP);
    },

    async findById(id: string): Promise<FacultyRow | undefined> {
      const [row] = await db.select(rowFields(db, faculty)).from(faculty).where(eq(faculty.id, id)).limit(1);
      return row;
    },
  };
}
export type FacultyRepository = ReturnType<typeof createFacultyRepository>;

import { and, eq } from 'drizzle-orm';
import type { CurriculumListQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { curriculumLevels } from '../../db/schema/index';
import { findPage, inStaffOrder, jsonbText, orderBy, searchCondition } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type CurriculumRow = typeof curriculumLevels.$inferSelect;

const SORT_COLUMNS = {
  order: curriculumLevels.order,
  level: curriculumLevels.level,
  createdAt: curriculumLevels.createdAt,
} as const;

const ALL_CAP = 1000;

export function createCurriculumRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, curriculumLevels, {
      id: curriculumLevels.id,
      sortColumns: {
        order: curriculumLevels.order,
        level: curriculumLevels.level,
        createdAt: curriculumLevels.createdAt,
      },
      searchColumns: [curriculumLevels.level, curriculumLevels.description],
      filterColumns: { level: curriculumLevels.level },
      orderColumn: curriculumLevels.order,
    }),

    list(query: CurriculumListQuery) {
      return findPage(db, curriculumLevels, {
        where: and(
          query.level ? eq(curriculumLevels.level, query.level) : undefined,
          searchCondition(query.search, [
            curriculumLevels.level,
            curriculumLevels.age,
            curriculumLevels.description,
            jsonbText(curriculumLevels.subjects),
            jsonbText(curriculumLevels.activities),
          ]),
        ),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, [
          curriculumLevels.createdAt,
          curriculumLevels.id,
        ]),
        page: query.page,
        limit: query.limit,
      });
    },

    all(): Promise<CurriculumRow[]> {
      return db
        .select()
        .from(curriculumLevels)
        .orderBy(...inStaffOrder(curriculumLevels))
        .limit(ALL_CAP);
    },

    async findById(id: string): Promise<CurriculumRow | undefined> {
      const [row] = await db.select().from(curriculumLevels).where(eq(curriculumLevels.id, id)).limit(1);
      return row;
    },
  };
}
export type CurriculumRepository = ReturnType<typeof createCurriculumRepository>;

import { eq } from 'drizzle-orm';
import type { ActivityListQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { activityGroups } from '../../db/schema/index';
import { findPage, inStaffOrder, jsonbText, orderBy, searchCondition } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type ActivityRow = typeof activityGroups.$inferSelect;

const SORT_COLUMNS = {
  order: activityGroups.order,
  category: activityGroups.category,
  createdAt: activityGroups.createdAt,
} as const;

const ALL_CAP = 1000;

export function createActivitiesRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, activityGroups, {
      id: activityGroups.id,
      sortColumns: {
        order: activityGroups.order,
        category: activityGroups.category,
        createdAt: activityGroups.createdAt,
      },
      searchColumns: [activityGroups.category],
      orderColumn: activityGroups.order,
    }),

    list(query: ActivityListQuery) {
      return findPage(db, activityGroups, {
        where: searchCondition(query.search, [activityGroups.category, jsonbText(activityGroups.activities)]),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, [
          activityGroups.createdAt,
          activityGroups.id,
        ]),
        page: query.page,
        limit: query.limit,
      });
    },

    all(): Promise<ActivityRow[]> {
      return db
        .select()
        .from(activityGroups)
        .orderBy(...inStaffOrder(activityGroups))
        .limit(ALL_CAP);
    },

    async findById(id: string): Promise<ActivityRow | undefined> {
      const [row] = await db.select().from(activityGroups).where(eq(activityGroups.id, id)).limit(1);
      return row;
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;

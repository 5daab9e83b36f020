import { and, asc, eq, min, sql } from 'drizzle-orm';
import type { LeaderListQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { leaders } from '../../db/schema/index';
import { rowFields, type RowOf } from '../../lib/media-join';
import { findPage, orderBy, searchCondition } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type LeaderRow = RowOf<typeof leaders>;

const SORT_COLUMNS = {
  displayOrder: leaders.displayOrder,
  name: leaders.name,
  role: leaders.role,
  createdAt: leaders.createdAt,
} as const;

export function createLeadershipRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, leaders, {
      id: leaders.id,
      sortColumns: {
        displayOrder: leaders.displayOrder,
        name: leaders.name,
        role: leaders.role,
        createdAt: leaders.createdAt,
      },
      searchColumns: [leaders.name, leaders.role, leaders.title],
      filterColumns: { role: leaders.role, featured: leaders.featured },
      orderColumn: leaders.displayOrder,
    }),

    list(query: LeaderListQuery) {
      return findPage(db, leaders, {
        where: and(
          query.role ? sql`lower(${leaders.role}) = lower(${query.role})` : undefined,
          query.featured === undefined ? undefined : eq(leaders.featured, query.featured),
          searchCondition(query.search, [
            leaders.name,
            leaders.role,
            leaders.title,
            leaders.shortMessage,
            leaders.message,
            leaders.experience,
          ]),
        ),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, [leaders.createdAt, leaders.id]),
        page: query.page,
        limit: query.limit,
      });
    },

    async findById(id: string): Promise<LeaderRow | undefined> {
      const [row] = await db.select(rowFields(db, leaders)).from(leaders).where(eq(leaders.id, id)).limit(1);
      return row;
    },

    /** Each role once, in the order the leaders are displayed. */
    async roles(): Promise<string[]> {
      const rows = await db
        .select({ role: leaders.role })
        .from(leaders)
        .groupBy(leaders.role)
        .orderBy(asc(min(leaders.displayOrder)), asc(leaders.role));
      return rows.map((r) => r.role);
    },
  };
}
export type LeadershipRepository = ReturnType<typeof createLeadershipRepository>;

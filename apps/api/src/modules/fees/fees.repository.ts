import { and, eq, sql } from 'drizzle-orm';
import type { FeeListQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { feeStructures } from '../../db/schema/index';
import { findPage, orderBy, searchCondition } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type FeeRow = typeof feeStructures.$inferSelect;

const SORT_COLUMNS = {
  displayOrder: feeStructures.displayOrder,
  level: feeStructures.level,
  monthlyFee: feeStructures.monthlyFee,
  createdAt: feeStructures.createdAt,
} as const;

export function createFeesRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, feeStructures, {
      id: feeStructures.id,
      sortColumns: {
        displayOrder: feeStructures.displayOrder,
        level: feeStructures.level,
        monthlyFee: feeStructures.monthlyFee,
        createdAt: feeStructures.createdAt,
      },
      searchColumns: [feeStructures.level],
      filterColumns: { featured: feeStructures.featured },
      orderColumn: feeStructures.displayOrder,
    }),

    list(query: FeeListQuery) {
      return findPage(db, feeStructures, {
        where: and(
          query.level ? sql`lower(${feeStructures.level}) = lower(${query.level})` : undefined,
          query.featured === undefined ? undefined : eq(feeStructures.featured, query.featured),
          searchCondition(query.search, [feeStructures.level]),
        ),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, [
          feeStructures.createdAt,
          feeStructures.id,
        ]),
        page: query.page,
        limit: query.limit,
      });
    },
  };
}
export type FeesRepository = ReturnType<typeof createFeesRepository>;

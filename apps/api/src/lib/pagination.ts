import { asc, count, desc, ilike, is, or, sql, SQL, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PagedQuery, Pagination } from '@skp/shared';
import type { Database } from '../db/client';
import { cachedCount } from './count-cache';
import { rowFields, type RowOf } from './media-join';

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive substring match on any of the columns (or SQL text expressions). */
export function searchCondition(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * The requested sort, then stable tiebreakers so pages never overlap: columns ascending, or an
 * explicit `desc(column)`.
 */
export function orderBy(column: AnyColumn, order: 'asc' | 'desc', tiebreakers: (AnyColumn | SQL)[]): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), ...tiebreakers.map((c) => (is(c, SQL) ? c : asc(c)))];
}

/**
 * One page and the total. The total is counted only when the page cannot tell it (a partly filled
 * page, or an empty first page, ends the list), and large totals come from the count cache.
 */
export async function findPage<T extends PgTable>(
  db: Database,
  table: T,
  options: { where?: SQL | undefined; orderBy: SQL[]; page: number; limit: number },
): Promise<Page<RowOf<T>>> {
  const { where, page, limit } = options;
  const anyTable = table as PgTable;
  const offset = (page - 1) * limit;
  // A row that shows an upload comes with its Media, joined from the media table.
  const items = await db
    .select(rowFields(db, table) as Record<string, PgColumn | SQL>)
    .from(anyTable)
    .where(where)
    .orderBy(...options.orderBy)
    .limit(limit)
    .offset(offset);
  let total: number;
  if ((items.length > 0 && items.length < limit) || (items.length === 0 && page === 1)) {
    total = offset + items.length;
  } else {
    const countQuery = db.select({ total: count() }).from(anyTable).where(where);
    const { sql: text, params } = countQuery.toSQL();
    total = await cachedCount(db, `${text} ${JSON.stringify(params)}`, async () => {
      const [row] = await countQuery;
      return row?.total ?? 0;
    });
  }
  return {
    items: items as RowOf<T>[],
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
}

/** A jsonb list of strings (or a jsonb string) as plain text, for searchCondition. */
export function jsonbText(column: AnyColumn): SQL {
  return sql`(case when jsonb_typeof(${column}) = 'array' then (select string_agg(x.value, ' ') from jsonb_array_elements_text(${column}) as x(value)) else ${column} #>> '{}' end)`;
}

/** Lists staff put in order (Move up/down): by Order, then the oldest first, then id, so pages are stable. */
export function inStaffOrder(table: { order: AnyColumn; createdAt: AnyColumn; id: AnyColumn }): SQL[] {
  return [asc(table.order), asc(table.createdAt), asc(table.id)];
}

/** One page of a list staff put in order (see inStaffOrder). */
export function findPageInStaffOrder<
  T extends PgTable & { order: AnyColumn; createdAt: AnyColumn; id: AnyColumn },
>(db: Database, table: T, query: PagedQuery): Promise<Page<RowOf<T>>> {
  return findPage(db, table, { orderBy: inStaffOrder(table), page: query.page, limit: query.limit });
}

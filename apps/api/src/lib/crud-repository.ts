import { and, count, eq, getTableColumns, max, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminListQuery } from '@skp/shared';
import type { Database } from '../db/client';
import { ValidationError } from '../errors';
import { findPage, orderBy, searchCondition, type Page } from './pagination';
import type { MediaStore } from './media';
import { createMediaStore } from './media.repository';
import { rowFields, type RowOf } from './media-join';

export interface CrudRepositoryOptions {
  id: PgColumn;
  /** Columns the admin list may sort by, by field name; the first is the default. */
  sortColumns: Record<string, AnyColumn>;
  defaultSortOrder?: 'asc' | 'desc';
  searchColumns: AnyColumn[];
  /** Columns the admin list may filter on with ?field=value (exact match). */
  filterColumns?: Record<string, AnyColumn>;
  /** The order/displayOrder column, when the entity can be reordered. */
  orderColumn?: AnyColumn;
  hasUpdatedAt?: boolean;
  /** After the requested sort (default: the id ascending); the public list's tiebreakers, so both agree. */
  tiebreakers?: (AnyColumn | SQL)[];
}

/** A filter's text as the column's type; a value the column cannot hold is the caller's error. */
function filterValue(name: string, column: AnyColumn, value: unknown): unknown {
  if (column.dataType !== 'boolean') return value;
  if (value === 'true' || value === true) return true;
  if (value === 'false' || value === false) return false;
  const message = "must be 'true' or 'false'";
  throw new ValidationError(`Invalid query parameter '${name}': ${message}`, { [name]: [message] });
}

/**
 * The write side every content table shares: admin list (all rows), find, insert, update, delete and
 * reorder. A module's repository spreads it next to its own public queries.
 */
export function createCrudRepository<T extends PgTable>(
  db: Database,
  table: T,
  options: CrudRepositoryOptions,
) {
  type Row = RowOf<T>;
  type Insert = T['$inferInsert'];
  // Drizzle's generic table types do not survive this level of abstraction; the casts stay in here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyTable = table as any;
  const sortKeys = Object.keys(options.sortColumns);
  // Every column, and the Media of the upload a row shows (joined from the media table).
  const fields = rowFields(db, table) as Record<string, PgColumn | SQL>;

  return {
    async listAll(query: AdminListQuery): Promise<Page<Row>> {
      const { page, limit, sortBy, sortOrder, search, ...filters } = query;
      const sortKey = sortBy ?? sortKeys[0]!;
      const sortColumn = options.sortColumns[sortKey];
      if (!sortColumn) {
        const message = `sortBy must be one of: ${sortKeys.join(', ')}`;
        throw new ValidationError(`Invalid query parameter 'sortBy': ${message}`, { sortBy: [message] });
      }
      const conditions: (SQL | undefined)[] = [searchCondition(search, options.searchColumns)];
      for (const [name, value] of Object.entries(filters)) {
        const column = options.filterColumns?.[name];
        if (!column) {
          const message = `unknown filter; use one of: ${Object.keys(options.filterColumns ?? {}).join(', ') || 'none'}`;
          throw new ValidationError(`Invalid query parameter '${name}': ${message}`, { [name]: [message] });
        }
        if (value === undefined || value === '') continue;
        conditions.push(eq(column, filterValue(name, column, value)));
      }
      return findPage(db, table, {
        where: and(...conditions),
        orderBy: orderBy(
          sortColumn,
          query.sortBy ? sortOrder : (options.defaultSortOrder ?? sortOrder),
          options.tiebreakers ?? [options.id],
        ),
        page,
        limit,
      });
    },

    async findById(id: string): Promise<Row | undefined> {
      const [row] = await db.select(fields).from(anyTable).where(eq(options.id, id)).limit(1);
      return row as Row | undefined;
    },

    async insert(values: Insert): Promise<Row> {
      const rows = (await db.insert(anyTable).values(values).returning(fields)) as Row[];
      return rows[0]!;
    },

    async update(id: string, values: Partial<Insert>): Promise<Row | undefined> {
      const [row] = await db
        .update(anyTable)
        .set({ ...values, ...(options.hasUpdatedAt === false ? {} : { updatedAt: new Date() }) })
        .where(eq(options.id, id))
        .returning(fields);
      return row as Row | undefined;
    },

    async remove(id: string): Promise<Row | undefined> {
      const rows = (await db.delete(anyTable).where(eq(options.id, id)).returning(fields)) as Row[];
      return rows[0];
    },

    /** Sets the order column to 0, 1, 2, ... in the given order of ids (in one transaction). */
    async reorder(ids: string[]): Promise<number> {
      const column = options.orderColumn;
      if (!column) throw new ValidationError('This list has no order');
      const key = Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0];
      if (!key) throw new Error('orderColumn is not a column of this table');
      let changed = 0;
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) {
          const rows = await tx
            .update(anyTable)
            .set({ [key]: index })
            .where(eq(options.id, id))
            .returning({ id: options.id });
          changed += rows.length;
        }
      });
      return changed;
    },

    /** The next free order value, so a new item lands at the end. */
    async nextOrder(): Promise<number> {
      if (!options.orderColumn) return 0;
      const [row] = await db.select({ top: max(options.orderColumn) }).from(anyTable);
      const top = (row as { top: number | null } | undefined)?.top;
      return top === null || top === undefined ? 0 : Number(top) + 1;
    },

    /** The uploaded pictures and videos the rows show, and which rows still name a stored file. */
    media: createMediaStore(db),

    async count(where?: SQL): Promise<number> {
      const [row] = await db.select({ n: count() }).from(anyTable).where(where);
      return (row as { n: number } | undefined)?.n ?? 0;
    },
  };
}
export type CrudRepository<Row, Insert = Partial<Row>> = {
  listAll(query: AdminListQuery): Promise<Page<Row>>;
  findById(id: string): Promise<Row | undefined>;
  insert(values: Insert): Promise<Row>;
  update(id: string, values: Partial<Insert>): Promise<Row | undefined>;
  remove(id: string): Promise<Row | undefined>;
  reorder(ids: string[]): Promise<number>;
  nextOrder(): Promise<number>;
  media: MediaStore;
  count(where?: SQL): Promise<number>;
};

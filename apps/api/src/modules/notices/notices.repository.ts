import { and, eq, sql } from 'drizzle-orm';
import type { NoticeListQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { notices } from '../../db/schema/index';
import { createCrudRepository } from '../../lib/crud-repository';
import { findPage, orderBy, searchCondition } from '../../lib/pagination';
import { publishedNow } from '../../lib/publication';

export type NoticeRow = typeof notices.$inferSelect;

const SORT_COLUMNS = {
  order: notices.order,
  date: notices.date,
  title: notices.title,
  priority: notices.priority,
  createdAt: notices.createdAt,
} as const;

export function createNoticesRepository(db: Database) {
  return {
    /** Admin writes and the admin list (drafts and expired notices too). */
    ...createCrudRepository(db, notices, {
      id: notices.id,
      sortColumns: { ...SORT_COLUMNS, publishAt: notices.publishAt, expireAt: notices.expireAt },
      searchColumns: [notices.title, notices.description, notices.type],
      filterColumns: { type: notices.type, priority: notices.priority, publication: notices.publication },
      orderColumn: notices.order,
    }),

    listPublished(query: NoticeListQuery) {
      return findPage(db, notices, {
        where: and(
          publishedNow(notices),
          query.type ? sql`lower(${notices.type}) = lower(${query.type})` : undefined,
          query.priority ? eq(notices.priority, query.priority) : undefined,
          searchCondition(query.search, [notices.title, notices.description, notices.type]),
        ),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, [notices.createdAt, notices.id]),
        page: query.page,
        limit: query.limit,
      });
    },

    async findPublishedById(id: string): Promise<NoticeRow | undefined> {
      const [row] = await db
        .select()
        .from(notices)
        .where(and(eq(notices.id, id), publishedNow(notices)))
        .limit(1);
      return row;
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;

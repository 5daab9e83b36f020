import { and, count, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { NoticeListQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { notices } from '../../db/schema/index';
import { rowFields, type RowOf } from '../../lib/media-join';
import { createCrudRepository } from '../../lib/crud-repository';
import { findPage, orderBy, searchCondition } from '../../lib/pagination';
import { publishedNow } from '../../lib/publication';
import { createSlugRepository } from '../../lib/slug-repository';

export type NoticeRow = RowOf<typeof notices>;

const SORT_COLUMNS = {
  order: notices.order,
  date: notices.date,
  title: notices.title,
  priority: notices.priority,
  createdAt: notices.createdAt,
} as const;

/** Among equal Order (and any other sort), the newest notice first: a new notice lands on top of its Order. */
const NEWEST_FIRST = [desc(notices.createdAt), notices.id];

export function createNoticesRepository(db: Database) {
  return {
    /** Admin writes and the admin list (drafts and expired notices too). */
    ...createCrudRepository(db, notices, {
      id: notices.id,
      sortColumns: { ...SORT_COLUMNS, publishAt: notices.publishAt, expireAt: notices.expireAt },
      searchColumns: [notices.title, notices.description, notices.type],
      filterColumns: { type: notices.type, priority: notices.priority, publication: notices.publication },
      orderColumn: notices.order,
      tiebreakers: NEWEST_FIRST,
    }),

    listPublished(query: NoticeListQuery) {
      return findPage(db, notices, {
        where: and(
          publishedNow(notices),
          query.type ? sql`lower(${notices.type}) = lower(${query.type})` : undefined,
          query.priority ? eq(notices.priority, query.priority) : undefined,
          searchCondition(query.search, [notices.title, notices.description, notices.type]),
        ),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, NEWEST_FIRST),
        page: query.page,
        limit: query.limit,
      });
    },

    /**
     * How many live notices come before one of this Order in the Home list (Order ascending, newest
     * first): all of lower Order, and of equal Order those newer than `selfId` (none for a new notice).
     */
    async countLiveBefore(order: number, selfId?: string): Promise<number> {
      const selfCreatedAt = sql`(select ${notices.createdAt} from ${notices} where ${notices.id} = ${selfId})`;
      const sameOrderBefore = selfId
        ? and(
            eq(notices.order, order),
            or(
              gt(notices.createdAt, selfCreatedAt),
              and(eq(notices.createdAt, selfCreatedAt), lt(notices.id, selfId)),
            ),
          )
        : undefined;
      const [row] = await db
        .select({ n: count() })
        .from(notices)
        .where(
          and(
            publishedNow(notices),
            selfId ? ne(notices.id, selfId) : undefined,
            or(lt(notices.order, order), sameOrderBefore),
          ),
        );
      return row?.n ?? 0;
    },

    /** Puts one notice first: Order 0, every other notice one place down (their order kept), in one transaction. */
    async pinFirst(id: string): Promise<NoticeRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(notices)
          .set({ order: 0, updatedAt: new Date() })
          .where(eq(notices.id, id))
          .returning(rowFields(db, notices));
        if (!row) return undefined;
        await tx
          .update(notices)
          .set({ order: sql`least(${notices.order} + 1, 1000000)` })
          .where(ne(notices.id, id));
        return row;
      });
    },

    async findPublishedBySlug(slug: string): Promise<NoticeRow | undefined> {
      const [row] = await db
        .select(rowFields(db, notices))
        .from(notices)
        .where(and(eq(notices.slug, slug), publishedNow(notices)))
        .limit(1);
      return row;
    },

    async findPublishedById(id: string): Promise<NoticeRow | undefined> {
      const [row] = await db
        .select(rowFields(db, notices))
        .from(notices)
        .where(and(eq(notices.id, id), publishedNow(notices)))
        .limit(1);
      return row;
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;

/** Notices' current and former slugs (lib/slugs.ts). */
export function createNoticeSlugRepository(db: Database) {
  return createSlugRepository(db, 'notice', { table: notices, id: notices.id, slug: notices.slug });
}

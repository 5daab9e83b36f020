import { and, eq, gte, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { SCHOOL_TIME_ZONE, type EventListQuery, type EVENT_STATUSES } from '@skp/shared';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/index';
import { rowFields, type RowOf } from '../../lib/media-join';
import { findPage, orderBy, searchCondition } from '../../lib/pagination';
import { publishedNow } from '../../lib/publication';
import { createCrudRepository } from '../../lib/crud-repository';
import { createSlugRepository } from '../../lib/slug-repository';

export type EventRow = RowOf<typeof events>;
type EventStatus = (typeof EVENT_STATUSES)[number];
/**
 * upcoming: its date or end date is today or later in the school's time zone, whatever the stored
 * status says (a past event left at the default 'upcoming' is not upcoming); ongoing: now within
 * date..endDate, or marked ongoing. Completed and cancelled events are neither.
 */
export type EventScope = 'upcoming' | 'ongoing';

const SORT_COLUMNS = {
  order: events.order,
  date: events.date,
  title: events.title,
  createdAt: events.createdAt,
} as const;

/** Finished or called-off events never count as upcoming or ongoing. */
const CLOSED_STATUSES: EventStatus[] = ['completed', 'cancelled'];

/** Midnight at the start of today in the school's time zone, as an instant. */
const startOfSchoolToday = sql`(date_trunc('day', now() at time zone ${SCHOOL_TIME_ZONE}) at time zone ${SCHOOL_TIME_ZONE})`;

function scopeCondition(scope: EventScope | undefined): SQL | undefined {
  const now = sql`now()`;
  if (scope === 'upcoming') {
    return and(
      notInArray(events.status, CLOSED_STATUSES),
      or(gte(events.date, startOfSchoolToday), gte(events.endDate, startOfSchoolToday)),
    );
  }
  if (scope === 'ongoing') {
    return and(
      notInArray(events.status, CLOSED_STATUSES),
      or(and(lte(events.date, now), gte(events.endDate, now)), eq(events.status, 'ongoing')),
    );
  }
  return undefined;
}

export function createEventsRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, events, {
      id: events.id,
      sortColumns: {
        date: events.date,
        order: events.order,
        title: events.title,
        createdAt: events.createdAt,
        publishAt: events.publishAt,
        expireAt: events.expireAt,
      },
      defaultSortOrder: 'desc',
      searchColumns: [events.title, events.description, events.type, events.location],
      filterColumns: { type: events.type, status: events.status, publication: events.publication },
      orderColumn: events.order,
    }),

    listPublished(query: EventListQuery, scope?: EventScope) {
      return findPage(db, events, {
        where: and(
          publishedNow(events),
          // status=upcoming asks for what is upcoming by date (the rule above), not the stored word.
          scopeCondition(query.status === 'upcoming' ? 'upcoming' : scope),
          query.type ? sql`lower(${events.type}) = lower(${query.type})` : undefined,
          query.status && query.status !== 'upcoming' ? eq(events.status, query.status) : undefined,
          query.location ? sql`lower(${events.location}) = lower(${query.location})` : undefined,
          searchCondition(query.search, [events.title, events.description, events.type, events.location]),
        ),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, [events.createdAt, events.id]),
        page: query.page,
        limit: query.limit,
      });
    },

    async findPublishedBySlug(slug: string): Promise<EventRow | undefined> {
      const [row] = await db
        .select(rowFields(db, events))
        .from(events)
        .where(and(eq(events.slug, slug), publishedNow(events)))
        .limit(1);
      return row;
    },

    /**
     * The /events page: published events, upcoming first (soonest first), then past ones (latest
     * first), optionally matching a search.
     */
    listIndex(query: { page: number; limit: number; search?: string }) {
      const upcoming = sql`coalesce(${scopeCondition('upcoming')}, false)`;
      return findPage(db, events, {
        where: and(
          publishedNow(events),
          searchCondition(query.search, [events.title, events.description, events.type, events.location]),
        ),
        orderBy: [
          sql`${upcoming} desc`,
          sql`case when ${upcoming} then ${events.date} end asc`,
          sql`${events.date} desc`,
          sql`${events.id} asc`,
        ],
        page: query.page,
        limit: query.limit,
      });
    },

    async findPublishedById(id: string): Promise<EventRow | undefined> {
      const [row] = await db
        .select(rowFields(db, events))
        .from(events)
        .where(and(eq(events.id, id), publishedNow(events)))
        .limit(1);
      return row;
    },

    /** One atomic UPDATE; returns undefined when no open, published event has this id. */
    async addRegistration(id: string): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ registrations: sql`${events.registrations} + 1` })
        .where(and(eq(events.id, id), publishedNow(events), notInArray(events.status, CLOSED_STATUSES)))
        .returning(rowFields(db, events));
      return row;
    },

    /** One atomic UPDATE that never goes below zero. */
    async removeRegistration(id: string): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ registrations: sql`greatest(${events.registrations} - 1, 0)` })
        .where(and(eq(events.id, id), publishedNow(events)))
        .returning(rowFields(db, events));
      return row;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;

/** Events' current and former slugs (lib/slugs.ts). */
export function createEventSlugRepository(db: Database) {
  return createSlugRepository(db, 'event', { table: events, id: events.id, slug: events.slug });
}

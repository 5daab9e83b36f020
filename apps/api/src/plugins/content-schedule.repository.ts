import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { announcements, events, notices } from '../db/schema/index';

/**
 * When the public content changes by itself: the next publish-at or expire-at of a published notice
 * or event, the next start or end of an event that is not finished or called off (the upcoming
 * and ongoing lists move then), and the next start or end of an announcement (the banner on every page).
 */
export function createContentScheduleRepository(db: Database) {
  return {
    async nextChangeAfterNow(): Promise<Date | null> {
      const published = (table: typeof notices | typeof events) => sql`${table.publication} = 'published'`;
      const open = sql`${events.status} not in ('completed', 'cancelled')`;
      const [row] = await queryRows<{ next: Date | string | null }>(
        db,
        sql`select least(
          (select min(${notices.publishAt}) from ${notices} where ${published(notices)} and ${notices.publishAt} > now()),
          (select min(${notices.expireAt}) from ${notices} where ${published(notices)} and ${notices.expireAt} > now()),
          (select min(${events.publishAt}) from ${events} where ${published(events)} and ${events.publishAt} > now()),
          (select min(${events.expireAt}) from ${events} where ${published(events)} and ${events.expireAt} > now()),
          (select min(${events.date}) from ${events} where ${open} and ${events.date} > now()),
          (select min(${events.endDate}) from ${events} where ${open} and ${events.endDate} > now()),
          (select min(${announcements.startsAt}) from ${announcements} where ${announcements.startsAt} > now()),
          (select min(${announcements.endsAt}) from ${announcements} where ${announcements.endsAt} > now())
        ) as next`,
      );
      return row?.next ? new Date(row.next) : null;
    },
  };
}

import { and, asc, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { AnnouncementLevel } from '@skp/shared';
import type { Database } from '../../db/client';
import { announcements } from '../../db/schema/index';
import { createCrudRepository } from '../../lib/crud-repository';

export type AnnouncementRow = typeof announcements.$inferSelect;

export function createAnnouncementsRepository(db: Database) {
  return {
    /** The admin's history: newest start first by default. */
    ...createCrudRepository(db, announcements, {
      id: announcements.id,
      sortColumns: {
        startsAt: announcements.startsAt,
        endsAt: announcements.endsAt,
        level: announcements.level,
        createdAt: announcements.createdAt,
      },
      defaultSortOrder: 'desc',
      searchColumns: [announcements.text],
      filterColumns: { level: announcements.level },
    }),

    /** Those showing now, at most one per level. */
    listActive(): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(and(lte(announcements.startsAt, sql`now()`), gt(announcements.endsAt, sql`now()`)))
        .orderBy(asc(announcements.startsAt));
    },

    /** Ends a banner showing now at this moment (the database's clock); undefined when it is not showing. */
    async endNow(id: string): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .update(announcements)
        .set({ endsAt: sql`now()`, version: sql`${announcements.version} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(announcements.id, id),
            lte(announcements.startsAt, sql`now()`),
            gt(announcements.endsAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Serialises writes of one level until the transaction ends, so two overlapping announcements
     * saved at the same moment cannot both pass the clash check.
     */
    async lockLevel(level: AnnouncementLevel): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`announcements:${level}`}))`);
    },

    /** Another announcement of this level whose time overlaps [startsAt, endsAt). */
    async findOverlapping(row: AnnouncementRow): Promise<AnnouncementRow | undefined> {
      const [clash] = await db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.level, row.level),
            ne(announcements.id, row.id),
            lt(announcements.startsAt, row.endsAt),
            gt(announcements.endsAt, row.startsAt),
          ),
        )
        .orderBy(asc(announcements.startsAt))
        .limit(1);
      return clash;
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;

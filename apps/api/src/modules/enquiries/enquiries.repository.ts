import { and, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EnquiryListQuery } from '@skp/shared';
import { queryRows, type Database } from '../../db/client';
import { enquiries, enquiryCounts } from '../../db/schema/index';
import { findPage, orderBy, searchCondition } from '../../lib/pagination';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiryRow = Pick<
  typeof enquiries.$inferInsert,
  'kind' | 'name' | 'email' | 'phone' | 'message' | 'details' | 'noticeVersion' | 'locale' | 'consentAt'
>;
export type EnquiryFilters = Pick<EnquiryListQuery, 'kind' | 'status' | 'delivery' | 'search'>;

const SORT_COLUMNS = {
  createdAt: enquiries.createdAt,
  name: enquiries.name,
  status: enquiries.status,
  delivery: enquiries.delivery,
} as const;

const seconds = (value: number) => sql`(${Math.max(0, Math.round(value))})::int * interval '1 second'`;

function filtersCondition(filters: EnquiryFilters): SQL | undefined {
  return and(
    filters.kind ? eq(enquiries.kind, filters.kind) : undefined,
    filters.status ? eq(enquiries.status, filters.status) : undefined,
    filters.delivery ? eq(enquiries.delivery, filters.delivery) : undefined,
    filters.search
      ? or(
          searchCondition(filters.search, [
            enquiries.name,
            enquiries.email,
            enquiries.phone,
            enquiries.message,
          ]),
          // The values of admission details (student name, class sought, ...) are searched as well.
          ilike(
            sql`(select coalesce(string_agg(d.value, ' '), '') from jsonb_each_text(${enquiries.details}) d)`,
            `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
          ),
        )
      : undefined,
  );
}

export function createEnquiriesRepository(db: Database) {
  return {
    async insert(values: NewEnquiryRow): Promise<EnquiryRow> {
      const [row] = await db.insert(enquiries).values(values).returning();
      return row!;
    },

    /**
     * Atomically claims up to `limit` due pending enquiries for this worker: each claimed row gets
     * attempts + 1 and a lease (nextAttemptAt pushed forward), so no other worker on any instance
     * claims it while it is being sent. Rows locked by another worker's claim are skipped.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<EnquiryRow[]> {
      const due = and(eq(enquiries.delivery, 'pending'), lte(enquiries.nextAttemptAt, sql`now()`));
      const candidates = db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(due)
        .orderBy(enquiries.nextAttemptAt, enquiries.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(enquiries)
        .set({
          attempts: sql`${enquiries.attempts} + 1`,
          nextAttemptAt: sql`now() + ${seconds(leaseSeconds)}`,
        })
        .where(and(inArray(enquiries.id, candidates), due))
        .returning();
    },

    /** Marks a claimed enquiry sent; `attempts` fences off a claim that is no longer current. */
    async markSent(id: string, attempts: number): Promise<boolean> {
      const rows = await db
        .update(enquiries)
        .set({ delivery: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
        .where(and(eq(enquiries.id, id), eq(enquiries.attempts, attempts), eq(enquiries.delivery, 'pending')))
        .returning({ id: enquiries.id });
      return rows.length > 0;
    },

    /** Records a failed attempt: retried after `retryInSeconds`, or given up (`failed`). */
    async markAttemptFailed(
      id: string,
      attempts: number,
      error: string,
      outcome: { giveUp: true } | { giveUp: false; retryInSeconds: number },
    ): Promise<boolean> {
      const rows = await db
        .update(enquiries)
        .set({
          lastError: error,
          updatedAt: sql`now()`,
          ...(outcome.giveUp
            ? { delivery: 'failed' as const }
            : { nextAttemptAt: sql`now() + ${seconds(outcome.retryInSeconds)}` }),
        })
        .where(and(eq(enquiries.id, id), eq(enquiries.attempts, attempts), eq(enquiries.delivery, 'pending')))
        .returning({ id: enquiries.id });
      return rows.length > 0;
    },

    list(query: EnquiryListQuery) {
      return findPage(db, enquiries, {
        where: filtersCondition(query),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, [enquiries.createdAt, enquiries.id]),
        page: query.page,
        limit: query.limit,
      });
    },

    /** Every matching enquiry, newest first, for the CSV export (at most `max`). */
    listAll(filters: EnquiryFilters, max: number): Promise<EnquiryRow[]> {
      return db
        .select()
        .from(enquiries)
        .where(filtersCondition(filters))
        .orderBy(sql`${enquiries.createdAt} desc`, enquiries.id)
        .limit(max);
    },

    async findById(id: string): Promise<EnquiryRow | undefined> {
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
      return row;
    },

    /** Marks handled (by whom, now) or new again; the note is kept unless a new one is given. */
    async setStatus(
      id: string,
      status: EnquiryRow['status'],
      handling: { handledBy: string | null; note?: string | undefined },
    ): Promise<EnquiryRow | undefined> {
      const [row] = await db
        .update(enquiries)
        .set({
          status,
          handledBy: handling.handledBy,
          handledAt: handling.handledBy === null ? null : sql`now()`,
          ...(handling.note === undefined ? {} : { note: handling.note }),
          updatedAt: sql`now()`,
        })
        .where(eq(enquiries.id, id))
        .returning();
      return row;
    },

    /**
     * Erases every enquiry whose last activity (sent, delivered, handled, noted) is before `cutoff`,
     * and with it its delivery record and mail copy (both are the row: the outbox is this table);
     * each erased enquiry is added to the counts per week (Monday, India time), kind and class
     * sought, in the same statement. Returns the erased ids.
     */
    async eraseInactiveBefore(cutoff: Date): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`with gone as (
              delete from ${enquiries} where ${enquiries.updatedAt} < ${cutoff.toISOString()}::timestamptz
              returning id, kind, created_at, coalesce(details ->> 'classSought', '') as class_sought
            ),
            counted as (
              insert into ${enquiryCounts} (week, kind, class_sought, count)
              select date_trunc('week', created_at at time zone 'Asia/Kolkata')::date, kind, class_sought, count(*)::int
              from gone group by 1, 2, 3
              on conflict (week, kind, class_sought) do update set count = ${enquiryCounts}.count + excluded.count
            )
            select id from gone`,
      );
      return rows.map((row) => row.id);
    },

    /** Every enquiry of both kinds sent from this address (any case), oldest first. */
    findByEmail(email: string): Promise<EnquiryRow[]> {
      return db
        .select()
        .from(enquiries)
        .where(sql`lower(${enquiries.email}) = lower(${email})`)
        .orderBy(enquiries.createdAt, enquiries.id);
    },

    /**
     * Erases every enquiry of this address (a parent's erasure request), with its delivery record
     * and mail copy (the row), counted per week, kind and class like the retention's erasure.
     */
    async eraseByEmail(email: string): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`with gone as (
              delete from ${enquiries} where lower(${enquiries.email}) = lower(${email})
              returning id, kind, created_at, coalesce(details ->> 'classSought', '') as class_sought
            ),
            counted as (
              insert into ${enquiryCounts} (week, kind, class_sought, count)
              select date_trunc('week', created_at at time zone 'Asia/Kolkata')::date, kind, class_sought, count(*)::int
              from gone group by 1, 2, 3
              on conflict (week, kind, class_sought) do update set count = ${enquiryCounts}.count + excluded.count
            )
            select id from gone`,
      );
      return rows.map((row) => row.id);
    },

    /** Corrects the fields of one enquiry of this address; undefined when it is not one of its. */
    async correct(
      id: string,
      email: string,
      fields: {
        name?: string;
        email?: string;
        phone?: string;
        message?: string;
        details?: Record<string, string>;
      },
    ): Promise<EnquiryRow | undefined> {
      const [row] = await db
        .update(enquiries)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(enquiries.id, id), sql`lower(${enquiries.email}) = lower(${email})`))
        .returning();
      return row;
    },

    /** The distinct addresses (lower case) of the enquiries sent between two days, India time, both included. */
    /** The addresses of the enquiries sent between two days (India time), each in the language of its latest one. */
    async recipientsBetween(from: string, to: string): Promise<{ email: string; language: 'en' | 'hi' }[]> {
      const rows = await queryRows<{ email: string; language: string }>(
        db,
        sql`select distinct on (lower(${enquiries.email})) lower(${enquiries.email}) as email, ${enquiries.locale} as language
            from ${enquiries}
            where (${enquiries.createdAt} at time zone 'Asia/Kolkata')::date between ${from}::date and ${to}::date
            order by lower(${enquiries.email}), ${enquiries.createdAt} desc`,
      );
      return rows.map((row) => ({ email: row.email, language: row.language === 'hi' ? 'hi' : 'en' }));
    },

    /** Enquiries per week (India time), kind and class: those still held and those erased. */
    async weeklyCounts(): Promise<
      { week: string; kind: 'enquiry' | 'admission'; classSought: string; count: number }[]
    > {
      return queryRows(
        db,
        sql`select to_char(week, 'YYYY-MM-DD') as "week", kind, class_sought as "classSought", sum(count)::int as "count"
            from (
              select date_trunc('week', created_at at time zone 'Asia/Kolkata')::date as week, kind,
                     coalesce(details ->> 'classSought', '') as class_sought, count(*)::int as count
              from ${enquiries} group by 1, 2, 3
              union all
              select week, kind, class_sought, count from ${enquiryCounts}
            ) both_kinds
            group by week, kind, class_sought
            order by week desc, kind, class_sought`,
      );
    },

    /** Puts an enquiry back in the outbox, due now, with a fresh set of attempts. */
    async requeue(id: string): Promise<EnquiryRow | undefined> {
      const [row] = await db
        .update(enquiries)
        .set({ delivery: 'pending', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(enquiries.id, id))
        .returning();
      return row;
    },
  };
}
export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;

import { sql, type SQL } from 'drizzle-orm';
import { NOT_FOUND_PAGE_KEY } from '@skp/shared';
import { queryRows, type Database } from '../../db/client';
import {
  mandatoryDisclosures,
  notices,
  policies,
  publicDisclosureSections,
  slugHistory,
  visitCounts,
  visitUniques,
} from '../../db/schema/index';

export type Measure = 'page' | 'source' | 'device' | 'download';

export interface CountRow {
  start: string;
  measure: Measure;
  key: string;
  locale: string;
  count: number;
}

/** A sketch's registers summed up for its estimate: sum of 2^-register, and how many are 0. */
export interface SketchSums {
  start: string;
  sum: number;
  zeros: number;
  registers: number;
}

const PAGE = sql`${visitCounts.measure} = 'page' and ${visitCounts.key} <> ${NOT_FOUND_PAGE_KEY}`;

/** Registers merged (the larger of each) per group, then summed for the estimate, all in SQL. */
function sketchSums(group: SQL, from: string, to: string) {
  return sql`with merged as (
      select ${group} as start, u.i, max(u.r) as r
      from ${visitUniques}, unnest(${visitUniques.registers}) with ordinality as u(r, i)
      where ${visitUniques.period} = 'day' and ${visitUniques.start} between ${from}::date and ${to}::date
      group by 1, 2
    )
    select to_char(start, 'YYYY-MM-DD') as "start", sum(power(2::float8, -r))::float8 as "sum",
           (count(*) filter (where r = 0))::int as "zeros", count(*)::int as "registers"
    from merged group by start order by start`;
}

export function createStatsRepository(db: Database) {
  return {
    /**
     * Adds a batch of counts and merges a batch of visitor sketches, in one transaction: counts add to
     * what is there (another instance's, an earlier batch's), registers take the larger value, so any
     * number of instances flushing in any order add up. Rows go in key order (no two instances wait
     * on each other's rows in opposite orders).
     */
    async add(counts: CountRow[], sketches: { start: string; registers: number[] }[]): Promise<void> {
      const rows = counts
        .filter((row) => row.count > 0)
        .sort((a, b) =>
          `${a.start}\t${a.measure}\t${a.key}\t${a.locale}` <
          `${b.start}\t${b.measure}\t${b.key}\t${b.locale}`
            ? -1
            : 1,
        );
      const days = [...sketches].sort((a, b) => (a.start < b.start ? -1 : 1));
      if (rows.length === 0 && days.length === 0) return;
      await db.transaction(async () => {
        if (rows.length > 0) {
          await db
            .insert(visitCounts)
            .values(rows.map((row) => ({ period: 'day' as const, ...row })))
            .onConflictDoUpdate({
              target: [
                visitCounts.period,
                visitCounts.start,
                visitCounts.measure,
                visitCounts.key,
                visitCounts.locale,
              ],
              set: { count: sql`${visitCounts.count} + excluded.count` },
            });
        }
        for (const day of days) {
          await db
            .insert(visitUniques)
            .values({ period: 'day', start: day.start, registers: day.registers })
            .onConflictDoUpdate({
              target: [visitUniques.period, visitUniques.start],
              set: {
                registers: sql`(select array_agg(greatest(a, b) order by i)
                  from unnest(${visitUniques.registers}, excluded.registers) with ordinality as r(a, b, i))`,
              },
            });
        }
      });
    },

    /** Page views per day from `from` to `to` (YYYY-MM-DD, both included). */
    async viewsPerDay(from: string, to: string): Promise<{ start: string; views: number }[]> {
      return queryRows(
        db,
        sql`select to_char(${visitCounts.start}, 'YYYY-MM-DD') as "start", sum(${visitCounts.count})::float8 as "views"
            from ${visitCounts}
            where ${visitCounts.period} = 'day' and ${PAGE}
              and ${visitCounts.start} between ${from}::date and ${to}::date
            group by 1 order by 1`,
      );
    },

    /** Page views per week (its Monday) from `from` to `to`. */
    async viewsPerWeek(from: string, to: string): Promise<{ start: string; views: number }[]> {
      return queryRows(
        db,
        sql`select to_char(date_trunc('week', ${visitCounts.start}), 'YYYY-MM-DD') as "start",
                   sum(${visitCounts.count})::float8 as "views"
            from ${visitCounts}
            where ${visitCounts.period} = 'day' and ${PAGE}
              and ${visitCounts.start} between ${from}::date and ${to}::date
            group by 1 order by 1`,
      );
    },

    /** The visitor sketches per day, merged and summed in SQL. */
    async sketchesPerDay(from: string, to: string): Promise<SketchSums[]> {
      return queryRows(db, sketchSums(sql`${visitUniques.start}`, from, to));
    },

    /** The visitor sketches per week (its Monday), merged and summed in SQL. */
    async sketchesPerWeek(from: string, to: string): Promise<SketchSums[]> {
      return queryRows(db, sketchSums(sql`date_trunc('week', ${visitUniques.start})::date`, from, to));
    },

    /** Counts of one measure per key (and edition) from `from` to `to`, most first. */
    async totals(
      measure: Measure,
      from: string,
      to: string,
      options: { byLocale?: boolean; limit?: number; keyPrefix?: string } = {},
    ): Promise<{ key: string; locale: string; views: number }[]> {
      const locale = options.byLocale ? sql`${visitCounts.locale}` : sql`''`;
      return queryRows(
        db,
        sql`select ${visitCounts.key} as "key", ${locale} as "locale", sum(${visitCounts.count})::float8 as "views"
            from ${visitCounts}
            where ${visitCounts.period} = 'day' and ${visitCounts.measure} = ${measure}
              and ${visitCounts.key} <> ${NOT_FOUND_PAGE_KEY}
              and ${visitCounts.start} between ${from}::date and ${to}::date
              ${options.keyPrefix ? sql`and ${visitCounts.key} like ${`${options.keyPrefix}%`}` : sql``}
            group by 1, 2 order by 3 desc, 1
            ${options.limit ? sql`limit ${options.limit}` : sql``}`,
      );
    },

    /**
     * What each counted key names, by title: notices' pages (former addresses too), and the files
     * downloaded through the API ('<files>/<id>') or as uploads ('uploads/<key>'). A disclosure
     * document of the CBSE disclosure comes back as 'kind:<its kind>' (its label is Appendix IX's).
     */
    async itemTitles(): Promise<Map<string, string>> {
      const documents = sql`case when jsonb_typeof(${publicDisclosureSections.data} -> 'documents') = 'array'
                              then ${publicDisclosureSections.data} -> 'documents' else '[]'::jsonb end`;
      const rows = await queryRows<{ key: string; title: string }>(
        db,
        sql`select '/notices/' || slug as "key", title as "title" from ${notices}
            union all
            select '/notices/' || h.slug, n.title from ${slugHistory} h join ${notices} n on n.id = h.entity_id
            where h.entity = 'notice'
            union all
            select 'notices/' || id::text, title from ${notices} where pdf_file is not null
            union all
            select 'uploads/' || pdf_file, title from ${notices} where pdf_file is not null
            union all
            select 'mandatory-disclosures/' || id::text, title from ${mandatoryDisclosures}
            union all
            select 'uploads/' || file, title from ${mandatoryDisclosures} where file is not null
            union all
            select 'policies/' || id::text, title from ${policies}
            union all
            select 'uploads/' || file, title from ${policies} where file is not null
            union all
            select 'uploads/' || (d ->> 'file'), 'kind:' || (d ->> 'kind')
            from ${publicDisclosureSections}, jsonb_array_elements(${documents}) as d
            where d ->> 'file' is not null`,
      );
      return new Map(rows.map((row) => [row.key, row.title]));
    },

    /**
     * The last ten notices published (by their publishing time, India's day), and their page views and
     * PDF downloads on the day of publishing and in its first seven days (their former addresses too).
     */
    async noticeReach(): Promise<
      {
        id: string;
        title: string;
        publishedOn: string;
        hasPdf: boolean;
        viewsDay1: number;
        viewsDay7: number;
        pdfDay1: number;
        pdfDay7: number;
      }[]
    > {
      return queryRows(
        db,
        sql`with latest as (
              select ${notices.id} as id, ${notices.title} as title, ${notices.pdfFile} is not null as has_pdf,
                     ${notices.pdfFile} as pdf_file,
                     (coalesce(${notices.publishAt}, ${notices.createdAt}) at time zone 'Asia/Kolkata')::date as day,
                     array(select '/notices/' || ${notices.slug}
                           union all
                           select '/notices/' || h.slug from ${slugHistory} h
                           where h.entity = 'notice' and h.entity_id = ${notices.id}) as keys,
                     coalesce(${notices.publishAt}, ${notices.createdAt}) as published
              from ${notices}
              where ${notices.publication} = 'published' and coalesce(${notices.publishAt}, ${notices.createdAt}) <= now()
              order by published desc limit 10
            )
            select l.id::text as "id", l.title as "title", to_char(l.day, 'YYYY-MM-DD') as "publishedOn",
                   l.has_pdf as "hasPdf",
                   coalesce(sum(c.count) filter (where c.measure = 'page' and c.start = l.day), 0)::float8 as "viewsDay1",
                   coalesce(sum(c.count) filter (where c.measure = 'page'), 0)::float8 as "viewsDay7",
                   coalesce(sum(c.count) filter (where c.measure = 'download' and c.start = l.day), 0)::float8 as "pdfDay1",
                   coalesce(sum(c.count) filter (where c.measure = 'download'), 0)::float8 as "pdfDay7"
            from latest l
            left join ${visitCounts} c on c.period = 'day' and c.start between l.day and l.day + 6
              and ((c.measure = 'page' and c.key = any(l.keys)) or (c.measure = 'download' and c.key in ('notices/' || l.id::text, 'uploads/' || l.pdf_file)))
            group by l.id, l.title, l.day, l.has_pdf, l.published
            order by l.published desc`,
      );
    },

    /**
     * Retention: days before `keepFrom` become months (counts added up, visitor sketches merged), in
     * one transaction. Returns how many day rows went.
     */
    async rollUpBefore(keepFrom: string): Promise<number> {
      return db.transaction(async () => {
        const counted = await queryRows<{ days: number }>(
          db,
          sql`with old as (
                delete from ${visitCounts} where ${visitCounts.period} = 'day' and ${visitCounts.start} < ${keepFrom}::date
                returning start, measure, key, locale, count
              ),
              monthly as (
                insert into ${visitCounts} (period, start, measure, key, locale, count)
                select 'month', date_trunc('month', start)::date, measure, key, locale, sum(count) from old
                group by 2, 3, 4, 5
                on conflict (period, start, measure, key, locale) do update set count = ${visitCounts}.count + excluded.count
              )
              select count(*)::int as "days" from old`,
        );
        await db.execute(
          sql`with old as (
                delete from ${visitUniques} where ${visitUniques.period} = 'day' and ${visitUniques.start} < ${keepFrom}::date
                returning start, registers
              ),
              merged as (
                select date_trunc('month', old.start)::date as month, u.i, max(u.r) as r
                from old, unnest(old.registers) with ordinality as u(r, i) group by 1, 2
              )
              insert into ${visitUniques} (period, start, registers)
              select 'month', month, array_agg(r order by i) from merged group by month
              on conflict (period, start) do update set registers = (
                select array_agg(greatest(a, b) order by i)
                from unnest(${visitUniques}.registers, excluded.registers) with ordinality as r(a, b, i))`,
        );
        return counted[0]?.days ?? 0;
      });
    },

    /** Rows per period (the retention tests). */
    async periods(): Promise<
      { period: string; start: string; measure: string; key: string; count: number }[]
    > {
      return queryRows(
        db,
        sql`select period as "period", to_char(start, 'YYYY-MM-DD') as "start", measure as "measure", key as "key",
                   count::float8 as "count"
            from ${visitCounts} order by 1, 2, 3, 4`,
      );
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;

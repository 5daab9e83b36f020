import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * What the public site was asked for, counted in aggregate (modules/stats; docs/privacy.md): per
 * period ('day', India's day; 'month' once a day is two years old), measure ('page': a page key per
 * edition; 'source'; 'device'; 'download': '<files>/<id>'), key and edition ('' where none). No row
 * names a person: no address, no cookie, no user agent is kept.
 */
export const visitCounts = pgTable(
  'visit_counts',
  {
    period: text('period').$type<'day' | 'month'>().notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    measure: text('measure').$type<'page' | 'source' | 'device' | 'download'>().notNull(),
    key: text('key').notNull(),
    locale: text('locale').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.start, t.measure, t.key, t.locale] })],
);

/**
 * Distinct visitors per period as HyperLogLog registers (4,096 small numbers): the estimate comes
 * from them; instances merge theirs by taking the larger of each register. Nothing in them can be
 * traced back to an address: each is the longest run of zeros seen among salted hashes whose salt
 * lived in memory for one day.
 */
export const visitUniques = pgTable(
  'visit_uniques',
  {
    period: text('period').$type<'day' | 'month'>().notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    registers: smallint('registers').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.start] })],
);

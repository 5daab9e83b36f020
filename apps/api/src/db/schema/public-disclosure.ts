import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DisclosureSectionName } from '@skp/shared';

/** CBSE's Mandatory Public Disclosure (Appendix IX): one row per section A-E, saved on its own. */
export const publicDisclosureSections = pgTable('public_disclosure_sections', {
  section: text('section').$type<DisclosureSectionName>().primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The link checker's latest answer per address in the disclosure (documents and external links). */
export const disclosureLinkChecks = pgTable('disclosure_link_checks', {
  target: text('target').primaryKey(),
  /** Where the office finds it, e.g. 'Section E, inspection video'. */
  label: text('label').notNull(),
  section: text('section').notNull(),
  ok: boolean('ok').notNull(),
  httpStatus: integer('http_status'),
  error: text('error').notNull().default(''),
  firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

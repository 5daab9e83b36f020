import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { queryRows } from '../db/client';

/**
 * Tables that never point at an uploaded file the site shows: the audit log keeps old values on
 * purpose, and the site search's index (search_*, pdf_texts) is a copy of the content that follows
 * it, so a file named only there is no longer used.
 */
const NOT_CONTENT = new Set([
  'users',
  'sessions',
  'rate_limits',
  'audit_log',
  'enquiries',
  'enquiry_counts',
  'privacy_notice_versions',
  'disclosure_link_checks',
  'search_documents',
  'search_terms',
  'search_sources',
  'pdf_texts',
  'tc_lookups',
  'visit_counts',
  'visit_uniques',
]);

const contentTables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && !NOT_CONTENT.has(getTableName(value)),
);

/**
 * Whether any content row (any column, JSON included) still names a stored file, so a file shared
 * by two records is deleted only with the last of them. Deletes are rare admin actions; this scans
 * the content tables, which hold hundreds to a few thousand rows.
 */
export function createStoredFileReferences(db: Database) {
  return {
    async isReferenced(reference: string): Promise<boolean> {
      const pattern = `%${reference.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const checks = contentTables.map(
        (table) => sql`exists (select 1 from ${table} t where t::text like ${pattern})`,
      );
      const [row] = await queryRows<{ used: boolean }>(
        db,
        sql`select (${sql.join(checks, sql` or `)}) as used`,
      );
      return row?.used === true;
    },
  };
}
export type StoredFileReferences = ReturnType<typeof createStoredFileReferences>;

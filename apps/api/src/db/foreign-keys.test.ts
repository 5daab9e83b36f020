import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { queryRows } from './client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

describe('the migrated schema', () => {
  // Deleting a row that others refer to (a file in media, a user, a certificate) makes PostgreSQL
  // look for the rows still naming it in each referring table: without an index, a scan of the table.
  it('has an index leading with the columns of every foreign key', async () => {
    const unindexed = await queryRows<{ constraint: string }>(
      t.database.db,
      sql`
      select c.conrelid::regclass || '.' || c.conname as constraint
      from pg_constraint c
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
        )
      order by 1`,
    );
    const [foreignKeys] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from pg_constraint where contype = 'f'`,
    );
    expect(foreignKeys!.count).toBeGreaterThanOrEqual(12);
    expect(unindexed.map((row) => row.constraint)).toEqual([]);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { openDatabase, pgliteExtensions, queryRows, type Database } from './client';
import { createPglite } from './pglite-empty-cluster';

async function controlFacts(client: PGlite | Database) {
  const query = async <T>(text: string) =>
    client instanceof PGlite ? (await client.query<T>(text)).rows : await queryRows<T>(client, sql.raw(text));
  const [version] = await query<{ server_version: string }>('SHOW server_version');
  const [control] = await query<{ system_identifier: string }>(
    'SELECT system_identifier::text FROM pg_control_system()',
  );
  return { version: version!.server_version, systemId: control!.system_identifier };
}

describe('shipped empty PGlite cluster', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'skp-empty-cluster-'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  // Its reference is the PGlite test template; the PostgreSQL pass has a server's template instead.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'starts a new database directory as the installed PGlite would, and migrates',
    async () => {
      // The test template database was made by this PGlite's own initdb.
      const template = await createTestApp({ seeded: false });
      const initdb = await controlFacts(template.database.db);
      await template.close();

      const first = await createPglite(join(base, 'a'), { extensions: pgliteExtensions });
      const second = await createPglite(join(base, 'b'), { extensions: pgliteExtensions });
      const [a, b] = [await controlFacts(first), await controlFacts(second)];
      await Promise.all([first.close(), second.close()]);
      expect(a.version).toBe(initdb.version);
      // Both came from the shipped cluster (initdb would give each a new system identifier).
      expect(a.systemId).toBe(b.systemId);
      expect(a.systemId).not.toBe(initdb.systemId);

      const database = await openDatabase({ pglite: join(base, 'a') });
      await database.migrate();
      expect(await queryRows(database.db, sql`select count(*)::int as n from notices`)).toEqual([{ n: 0 }]);
      await database.close();
    },
    300_000,
  );

  it('falls back to initdb when the shipped cluster cannot be loaded', async () => {
    const broken = join(base, 'broken.tar.br');
    await writeFile(broken, 'not a cluster');
    const client = await createPglite(join(base, 'c'), { extensions: pgliteExtensions }, broken);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.close();
  }, 300_000);
});

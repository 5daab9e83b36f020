import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions } from '../db/client';

/**
 * An embedded database with the schema of an earlier release: every migration whose tag sorts before
 * `firstLeftOut` (e.g. '0022'), so an upgrade test can write rows the way that release did and then
 * migrate the rest.
 */
export async function databaseBefore(firstLeftOut: string): Promise<PGlite> {
  const folder = await mkdtemp(join(tmpdir(), `skp-before-${firstLeftOut}-`));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < firstLeftOut);
    await writeFile(journalFile, JSON.stringify(journal));
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    return client;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

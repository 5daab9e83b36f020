import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { LocalFileStorage } from '../lib/file-storage';
import { seedDemoContent } from '../seed/seed';

export interface TestTemplates {
  /** PGlite: paths of dumped data dirs. PostgreSQL: names of template databases. */
  empty: string;
  seeded: string;
  seededUploads: string;
  databaseUrl: string | undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templates: TestTemplates;
  }
}

/** Migrates (and seeds) one database once; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const base = await mkdtemp(join(tmpdir(), 'skp-api-test-'));
  const seededUploads = join(base, 'uploads');
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  let templates: TestTemplates;

  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    for (const name of ['skp_template_empty', 'skp_template_seeded']) {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
    await admin.end();
    for (const [name, seed] of [
      ['skp_template_empty', false],
      ['skp_template_seeded', true],
    ] as const) {
      const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name) });
      await database.migrate();
      if (seed) await seedDemoContent({ db: database.db, storage: new LocalFileStorage(seededUploads) });
      await database.close();
    }
    templates = { empty: 'skp_template_empty', seeded: 'skp_template_seeded', seededUploads, databaseUrl };
  } else {
    const client = await PGlite.create();
    const database = await openDatabase({ pglite: client });
    await database.migrate();
    const empty = join(base, 'empty.tar.gz');
    await writeFile(empty, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await seedDemoContent({ db: database.db, storage: new LocalFileStorage(seededUploads) });
    const seeded = join(base, 'seeded.tar.gz');
    await writeFile(seeded, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await database.close();
    templates = { empty, seeded, seededUploads, databaseUrl: undefined };
  }
  project.provide('templates', templates);
  return async () => {
    await rm(base, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

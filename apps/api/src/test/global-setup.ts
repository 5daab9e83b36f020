import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../db/client';
import { LocalFileStorage } from '../lib/file-storage';
import { seedDemoContent } from '../seed/seed';
import { startS3TestServer } from './s3-test-server';

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
    /** TEST_STORAGE=s3: the S3 test server every test app keeps its files in (a bucket each). */
    s3: { endpoint: string } | null;
  }
}

/** Migrates (and seeds) one database once; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const base = await mkdtemp(join(tmpdir(), 'skp-api-test-'));
  const cleanups: (() => Promise<void>)[] = [];
  const seededUploads = join(base, 'uploads');
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  let templates: TestTemplates;

  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const emptyName = `skp_template_empty_${process.pid}`;
    const seededName = `skp_template_seeded_${process.pid}`;
    for (const name of [emptyName, seededName]) {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
    await admin.end();
    for (const [name, seed] of [
      [emptyName, false],
      [seededName, true],
    ] as const) {
      const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name) });
      await database.migrate();
      if (seed) await seedDemoContent({ db: database.db, storage: new LocalFileStorage(seededUploads) });
      await database.close();
    }
    templates = { empty: emptyName, seeded: seededName, seededUploads, databaseUrl };
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      for (const name of [emptyName, seededName])
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
  } else {
    templates = await pgliteTemplates();
  }
  project.provide('templates', templates);
  if (process.env.TEST_STORAGE === 's3') {
    const s3 = await startS3TestServer();
    cleanups.push(() => s3.close());
    project.provide('s3', { endpoint: s3.endpoint });
  } else {
    project.provide('s3', null);
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
    await rm(base, { recursive: true, force: true });
  };
}

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const cacheRoot = fileURLToPath(
  new URL('../../../../node_modules/.cache/skp-test-templates/', import.meta.url),
);

/** A hash of everything that shapes the template: schema, migrations, seed, image pipeline. */
function templateHash(): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else {
      hash.update(relative(srcDir, path));
      hash.update(readFileSync(path));
    }
  };
  for (const part of ['db', 'seed', 'lib/images.ts', 'lib/media.ts', 'lib/file-storage.ts'])
    walk(join(srcDir, part));
  hash.update(readFileSync(fileURLToPath(new URL('../../../../package-lock.json', import.meta.url))));
  return hash.digest('hex').slice(0, 16);
}

/** PGlite templates are cached on disk by hash, so seeding (images) runs once per change of the seed. */
async function pgliteTemplates(): Promise<TestTemplates> {
  const dir = join(cacheRoot, templateHash());
  const result: TestTemplates = {
    empty: join(dir, 'empty.tar.gz'),
    seeded: join(dir, 'seeded.tar.gz'),
    seededUploads: join(dir, 'uploads'),
    databaseUrl: undefined,
  };
  if (existsSync(join(dir, 'complete'))) return result;

  const building = await mkdtemp(join(tmpdir(), 'skp-template-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await writeFile(join(building, 'empty.tar.gz'), await dump(client));
  await seedDemoContent({ db: database.db, storage: new LocalFileStorage(join(building, 'uploads')) });
  await writeFile(join(building, 'seeded.tar.gz'), await dump(client));
  await database.close();
  await writeFile(join(building, 'complete'), new Date().toISOString());

  await mkdir(cacheRoot, { recursive: true });
  await rm(dir, { recursive: true, force: true });
  try {
    await rename(building, dir);
  } catch {
    await cp(building, dir, { recursive: true });
    await rm(building, { recursive: true, force: true });
  }
  return result;
}

async function dump(client: PGlite): Promise<Buffer> {
  return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

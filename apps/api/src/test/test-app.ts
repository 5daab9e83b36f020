import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, pgliteExtensions, type DatabaseHandle } from '../db/client';
import type { SiteRenderer } from '../site/site-renderer';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh app on its own copy of the migrated (and, by default, seeded) template database:
 * PGlite normally, PostgreSQL when TEST_DATABASE_URL is set.
 */
export async function createTestApp(
  options: {
    seeded?: boolean;
    env?: Record<string, string | undefined>;
    siteRenderer?: SiteRenderer;
    /** Pino options (e.g. a stream to read the log lines); silent by default. */
    logger?: object;
  } = {},
): Promise<TestApp> {
  const templates = inject('templates');
  const seeded = options.seeded ?? true;
  const dataDir = await mkdtemp(join(tmpdir(), 'skp-api-app-'));
  if (seeded) await cp(templates.seededUploads, join(dataDir, 'uploads'), { recursive: true });

  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  if (templates.databaseUrl) {
    const name = `skp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: templates.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${seeded ? templates.seeded : templates.empty}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(templates.databaseUrl, name) });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: templates.databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dump = await readFile(seeded ? templates.seeded : templates.empty);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
    database = await openDatabase({ pglite: client });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    ...(options.siteRenderer ? { siteRenderer: options.siteRenderer } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

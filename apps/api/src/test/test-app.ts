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
import { LocalFileStorage } from '../lib/file-storage';
import { createS3Client, loadS3Sdk, S3FileStorage } from '../lib/s3-file-storage';
import { S3_TEST_CREDENTIALS } from './s3-test-server';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * STORAGE=s3 settings for a new, empty bucket on the S3 test server (TEST_STORAGE=s3), holding a
 * copy of the seeded uploads when `seeded`; {} on the local disk (the default).
 */
export async function testStorageEnv(seeded: boolean): Promise<Record<string, string>> {
  const s3 = inject('s3');
  return s3 ? s3StorageEnv(s3.endpoint, seeded) : {};
}

/** STORAGE=s3 settings for a new bucket on the S3 test server at `endpoint` (with the seeded uploads when `seeded`). */
export async function s3StorageEnv(endpoint: string, seeded: boolean): Promise<Record<string, string>> {
  const settings = {
    endpoint,
    bucket: `skp-test-${randomBytes(6).toString('hex')}`,
    region: 'us-east-1',
    ...S3_TEST_CREDENTIALS,
    forcePathStyle: true,
  };
  const sdk = await loadS3Sdk();
  const client = createS3Client(sdk, settings);
  try {
    await client.send(new sdk.s3.CreateBucketCommand({ Bucket: settings.bucket }));
    if (seeded) {
      const from = new LocalFileStorage(inject('templates').seededUploads);
      const to = new S3FileStorage(sdk, client, settings.bucket, 'uploads/');
      const keys: string[] = [];
      for await (const key of from.list()) keys.push(key);
      // A few at a time: the test server writes each object to its own disk folder.
      for (let i = 0; i < keys.length; i += 8)
        await Promise.all(
          keys.slice(i, i + 8).map(async (key) => {
            const file = await from.open(key);
            if (file) await to.putStream(key, file.stream);
          }),
        );
    }
  } finally {
    client.destroy();
  }
  return {
    STORAGE: 's3',
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/**
 * A fresh app on its own copy of the migrated (and, by default, seeded) template database:
 * PGlite normally, PostgreSQL when TEST_DATABASE_URL is set; its files on the local disk, or in a
 * bucket of its own on the S3 test server when TEST_STORAGE=s3.
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
  // A test that chooses the storage itself (env.STORAGE) gets exactly that.
  const storageEnv = options.env?.STORAGE ? {} : await testStorageEnv(seeded);
  if (seeded && (options.env?.STORAGE ?? storageEnv.STORAGE ?? 'local') === 'local')
    await cp(templates.seededUploads, join(dataDir, 'uploads'), { recursive: true });

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
    ...storageEnv,
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

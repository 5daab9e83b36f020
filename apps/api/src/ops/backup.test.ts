import { execFileSync } from 'node:child_process';
import { buffer } from 'node:stream/consumers';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { LocalFileStorage, type FileStorage } from '../lib/file-storage';
import { createMediaStore } from '../lib/media.repository';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server';
import { storedKeys } from '../test/stored-files';
import { createTestApp, s3StorageEnv, type TestApp } from '../test/test-app';
import { dumpDatabase, restoreBackup, writeBackup } from './backup';

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer> {
  const file = await storage.open(key);
  if (!file) throw new Error(`${key} is not stored`);
  return buffer(file.stream);
}

const mediaKeys = async (db: Database) =>
  (await queryRows<{ key: string }>(db, sql`select key from media order by key`)).map((row) => row.key);
const references = (db: Database) =>
  queryRows(db, sql`select key, entity, entity_id from media_references order by key, entity, entity_id`);

/** Restores `from`'s backup into the empty `to` and checks every row and every file arrived. */
async function roundTrip(from: TestApp, to: TestApp, archive: string) {
  const written = await writeBackup(from.database.db, from.app.storage, archive, from.app.privateStorage);
  expect(written.rows).toBeGreaterThan(10);

  await to.database.migrate();
  const restored = await restoreBackup(to.database.db, to.app.storage, archive, to.app.privateStorage);
  expect(restored.rows).toBe(written.rows);
  expect(await dumpDatabase(to.database.db)).toEqual(await dumpDatabase(from.database.db));
  // The media table travels in the backup; the references are rebuilt by the database as rows load.
  expect((await mediaKeys(to.database.db)).length).toBeGreaterThan(10);
  expect(await references(to.database.db)).toEqual(await references(from.database.db));

  const sourceFiles = await storedKeys(from);
  expect(sourceFiles.length).toBeGreaterThan(0);
  expect(await storedKeys(to)).toEqual(sourceFiles);
  const sample = sourceFiles.find((key) => key.endsWith('.webp')) ?? sourceFiles[0]!;
  expect(await bytesOf(to.app.storage, sample)).toEqual(await bytesOf(from.app.storage, sample));
  // A parent is sent the same picture by the restored server.
  const served = await to.app.inject({ method: 'GET', url: `/uploads/${sample}` });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload).toEqual(await bytesOf(from.app.storage, sample));

  const notices = await to.app.inject({ method: 'GET', url: '/api/notices?limit=100' });
  const original = await from.app.inject({ method: 'GET', url: '/api/notices?limit=100' });
  expect(notices.json()).toEqual(original.json());
}

describe('backup and restore', () => {
  let source: TestApp;
  let target: TestApp;
  let work: string;
  beforeAll(async () => {
    source = await createTestApp();
    target = await createTestApp({ seeded: false });
    work = await mkdtemp(join(tmpdir(), 'skp-backup-test-'));
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    await rm(work, { recursive: true, force: true });
  });

  it('round-trips every row and every uploaded file', async () => {
    await roundTrip(source, target, join(work, 'backup.tar.gz'));
  });

  it('restores a backup made by the release before the media table: the table from the copies and the manifests', async () => {
    const archive = join(work, 'previous.tar.gz');
    await writeBackup(source.database.db, source.app.storage, archive);
    const unpacked = join(work, 'previous');
    await mkdir(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    // As the previous release wrote it: no media tables in the dump, a manifest beside an upload no row shows.
    const dumpFile = join(unpacked, 'database.json');
    const dump = JSON.parse(await readFile(dumpFile, 'utf8')) as Record<string, Record<string, unknown>[]>;
    delete dump.media;
    delete dump.upgrade_steps;
    // Its content rows kept a copy of their upload's facts (a `media` column, and the roadmap's in the settings).
    const media = createMediaStore(source.database.db);
    for (const rows of Object.values(dump))
      for (const row of rows)
        if ('media_key' in row) {
          row.media = row.media_key ? await media.find(row.media_key as string) : null;
          delete row.media_key;
        }
    const contact = dump.site_settings!.find((row) => row.key === 'contact')!.value as Record<string, string>;
    Object.assign(contact, { roadmapMedia: await media.find(contact.roadmapImageUrl!) });
    await writeFile(dumpFile, JSON.stringify(dump));
    const shown = (
      await queryRows<{ key: string }>(
        source.database.db,
        sql`select distinct m.key from media m join media_references r on r.key = m.key order by 1`,
      )
    ).map((row) => row.key);
    const sample = shown.find((key) => key.endsWith('.jpg'))!;
    const unsaved = 'misc/0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
    await copyFile(join(unpacked, 'uploads', sample), join(unpacked, 'uploads', `${unsaved}.jpg`)).catch(
      async () => {
        await mkdir(join(unpacked, 'uploads', 'misc'), { recursive: true });
        await copyFile(join(unpacked, 'uploads', sample), join(unpacked, 'uploads', `${unsaved}.jpg`));
      },
    );
    const manifest = { url: `/uploads/${unsaved}.jpg`, width: 640, height: 480, variants: [] };
    await writeFile(join(unpacked, 'uploads', `${unsaved}.json`), JSON.stringify(manifest));
    const previous = join(work, 'previous-release.tar.gz');
    execFileSync('tar', ['-czf', previous, '-C', unpacked, '.']);

    const fresh = await createTestApp({ seeded: false });
    try {
      await restoreBackup(fresh.database.db, fresh.app.storage, previous);
      const restored = await mediaKeys(fresh.database.db);
      expect(restored).toEqual(expect.arrayContaining([...shown, `${unsaved}.jpg`]));
      const [row] = await queryRows<{ bytes: string | number }>(
        fresh.database.db,
        sql`select bytes from media where key = ${`${unsaved}.jpg`}`,
      );
      expect(Number(row!.bytes)).toBe(await source.app.storage.size(sample));
      expect((await storedKeys(fresh)).filter((key) => key.endsWith('.json'))).toEqual([]);
      // The restored server knows the unsaved upload's facts, as the previous release did from its manifest.
      expect(await createMediaStore(fresh.database.db).find(manifest.url)).toEqual(manifest);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('refuses to restore over existing content', async () => {
    const archive = join(work, 'again.tar.gz');
    await writeBackup(source.database.db, source.app.storage, archive);
    await expect(
      restoreBackup(source.database.db, new LocalFileStorage(join(work, 'empty-uploads')), archive),
    ).rejects.toThrow(/not empty/);
  });
});

describe('backup and restore between the local disk and an S3 bucket', () => {
  let s3: S3TestServer;
  const apps: TestApp[] = [];
  let work: string;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    work = await mkdtemp(join(tmpdir(), 'skp-backup-test-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await s3.close();
    await rm(work, { recursive: true, force: true });
  });

  it("restores a disk-backed server's backup into a bucket-backed one, and that one's into a fresh disk", async () => {
    const onDisk = await createTestApp({ env: { STORAGE: 'local' } });
    const inBucket = await createTestApp({ seeded: false, env: await s3StorageEnv(s3.endpoint, false) });
    const backOnDisk = await createTestApp({ seeded: false, env: { STORAGE: 'local' } });
    apps.push(onDisk, inBucket, backOnDisk);
    expect([onDisk, inBucket, backOnDisk].map((app) => app.app.storage.kind)).toEqual([
      'local',
      's3',
      'local',
    ]);
    await roundTrip(onDisk, inBucket, join(work, 'from-disk.tar.gz'));
    await roundTrip(inBucket, backOnDisk, join(work, 'from-bucket.tar.gz'));
  }, 120_000);
});

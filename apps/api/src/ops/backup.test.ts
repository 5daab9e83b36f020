import { buffer } from 'node:stream/consumers';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage, type FileStorage } from '../lib/file-storage';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server';
import { storedKeys } from '../test/stored-files';
import { createTestApp, s3StorageEnv, type TestApp } from '../test/test-app';
import { dumpDatabase, restoreBackup, writeBackup } from './backup';

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer> {
  const file = await storage.open(key);
  if (!file) throw new Error(`${key} is not stored`);
  return buffer(file.stream);
}

/** Restores `from`'s backup into the empty `to` and checks every row and every file arrived. */
async function roundTrip(from: TestApp, to: TestApp, archive: string) {
  const written = await writeBackup(from.database.db, from.app.storage, archive, from.app.privateStorage);
  expect(written.rows).toBeGreaterThan(10);

  await to.database.migrate();
  const restored = await restoreBackup(to.database.db, to.app.storage, archive, to.app.privateStorage);
  expect(restored.rows).toBe(written.rows);
  expect(await dumpDatabase(to.database.db)).toEqual(await dumpDatabase(from.database.db));

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

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { dumpDatabase, restoreBackup, writeBackup } from './backup';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
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
    const archive = join(work, 'backup.tar.gz');
    const written = await writeBackup(source.database.db, source.config.uploadsDir, archive);
    expect(written.rows).toBeGreaterThan(10);

    await target.database.migrate();
    const restored = await restoreBackup(target.database.db, target.config.uploadsDir, archive);
    expect(restored.rows).toBe(written.rows);
    expect(await dumpDatabase(target.database.db)).toEqual(await dumpDatabase(source.database.db));

    const sourceFiles = await listFiles(source.config.uploadsDir);
    expect(sourceFiles.length).toBeGreaterThan(0);
    expect(await listFiles(target.config.uploadsDir)).toEqual(sourceFiles);
    const sample = sourceFiles[0]!;
    expect(await readFile(join(target.config.uploadsDir, sample))).toEqual(
      await readFile(join(source.config.uploadsDir, sample)),
    );

    const notices = await target.app.inject({ method: 'GET', url: '/api/notices?limit=100' });
    const original = await source.app.inject({ method: 'GET', url: '/api/notices?limit=100' });
    expect(notices.json()).toEqual(original.json());
  });

  it('refuses to restore over existing content', async () => {
    const archive = join(work, 'again.tar.gz');
    await writeBackup(source.database.db, source.config.uploadsDir, archive);
    await expect(restoreBackup(source.database.db, join(work, 'empty-uploads'), archive)).rejects.toThrow(
      /not empty/,
    );
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroImages } from '../db/schema/index';
import { LocalFileStorage } from '../lib/file-storage';
import { mediaFileKeys } from '../lib/images';
import { rowFields } from '../lib/media-join';
import { createTestApp, type TestApp } from '../test/test-app';
import { DemoMediaLibrary, demoPictureKey, encodeDemoPicture, type DemoPicture } from './demo-media-library';
import { seedDemoContent } from './seed';

describe('demo media library', () => {
  const library = new DemoMediaLibrary();
  const requested: DemoPicture[] = [];
  let t: TestApp;
  let uploads: string;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
    uploads = await mkdtemp(join(tmpdir(), 'skp-demo-media-test-'));
    await seedDemoContent({
      db: t.database.db,
      storage: new LocalFileStorage(uploads),
      async pictures(picture) {
        requested.push(picture);
        const image = await library.load(picture);
        if (!image) throw new Error(`not in the demo media library: ${demoPictureKey(picture)}`);
        return image;
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('holds every picture the seed draws (run `npm run seed:demo-media` after changing the seed)', () => {
    // The seed above would have thrown on a missing picture; this pins that it asked for them.
    expect(requested.length).toBeGreaterThan(50);
  });

  it('stores each picture as a JPEG plus WebP and AVIF variants at the library widths', async () => {
    const storage = new LocalFileStorage(uploads);
    const rows = await t.database.db.select(rowFields(t.database.db, heroImages)).from(heroImages);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      for (const key of mediaFileKeys(row.media!)) expect(await storage.exists(key), key).toBe(true);
    }
    const first = await library.load(requested[0]!);
    expect(first!.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '320.webp',
      '320.avif',
      '640.webp',
      '640.avif',
      `${first!.width}.webp`,
      `${first!.width}.avif`,
    ]);
    const meta = await sharp(first!.main).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', first!.width, first!.height]);
  });

  it('names a picture by what it shows: another drawing gets another key', async () => {
    const picture = requested.find((p) => p.scene === 'campus')!;
    expect(demoPictureKey({ ...picture, seed: picture.seed + 1 })).not.toBe(demoPictureKey(picture));
    // A portrait is drawn the same whatever its seed, so those pictures are one library entry.
    const portrait = requested.find((p) => p.scene === 'portrait')!;
    expect(demoPictureKey({ ...portrait, seed: portrait.seed + 1 })).toBe(demoPictureKey(portrait));
    // The shipped encoding has the size a fresh encoding of the same drawing has.
    const fresh = await encodeDemoPicture(picture);
    const shipped = (await library.load(picture))!;
    expect([fresh.width, fresh.height, fresh.variants.length]).toEqual([
      shipped.width,
      shipped.height,
      shipped.variants.length,
    ]);
  });
});

import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { databaseBefore } from '../test/previous-release';
import { galleryPhotos, heroImages, notices } from '../db/schema/index';
import { findPage } from '../lib/pagination';
import { createMediaStore } from '../lib/media.repository';
import { setMediaBase } from '../lib/media-join';

const uuid = (digit: string) =>
  `${digit.repeat(8)}-${digit.repeat(4)}-4${digit.repeat(3)}-8${digit.repeat(3)}-${digit.repeat(12)}`;
const picture = {
  url: `/uploads/gallery/${uuid('1')}.jpg`,
  width: 1600,
  height: 900,
  variants: [{ url: `/uploads/gallery/${uuid('1')}-320.webp`, width: 320, format: 'webp' as const }],
  placeholder: 'data:image/webp;base64,AAAA',
};
const videoUrl = `/uploads/videos/${uuid('2')}.mp4`;
const videoFacts = {
  playbackUrl: videoUrl.replace('.mp4', '-web.mp4'),
  mimeType: 'video/mp4' as const,
  videoCodec: 'h264',
  audioCodec: null,
  progress: 1,
};
/** The video as its media row says it is now: processed. */
const video = {
  url: videoUrl,
  width: 1280,
  height: 720,
  variants: [{ url: `/uploads/videos/${uuid('3')}-320.webp`, width: 320, format: 'webp' as const }],
  poster: `/uploads/videos/${uuid('3')}.jpg`,
  video: { ...videoFacts, duration: 12.5, state: 'ready' as const },
};
/** The copy a row kept while the video was still being processed. */
const staleVideoCopy = {
  ...video,
  variants: [],
  poster: undefined,
  video: { ...video.video, state: 'processing' },
};
const roadmap = { url: `/uploads/contact/${uuid('4')}.jpg`, width: 800, height: 600, variants: [] };
/** A copy whose upload the media table does not have (its address is not one the app makes). */
const stray = { url: '/uploads/gallery/NOT A KEY.jpg', width: 10, height: 10, variants: [] };

let client: PGlite;
let database: DatabaseHandle;
beforeAll(async () => {
  client = await databaseBefore('0022');
  const json = (value: unknown) => JSON.stringify(value);
  await client.query(
    `insert into media (key, kind, content_type, width, height, variants, placeholder) values ($1, 'image', 'image/jpeg', 1600, 900, $2::jsonb, $3),
       ($4, 'image', 'image/jpeg', 800, 600, '[]'::jsonb, null)`,
    [picture.url.slice(9), json(picture.variants), picture.placeholder, roadmap.url.slice(9)],
  );
  await client.query(
    `insert into media (key, kind, content_type, width, height, variants, poster, duration, state, video) values ($1, 'video', 'video/mp4', 1280, 720, $2::jsonb, $3, 12.5, 'ready', $4::jsonb)`,
    [videoUrl.slice(9), json(video.variants), video.poster, json(videoFacts)],
  );
  // Rows as the previous release wrote them: each keeps a copy of its upload's facts.
  await client.query(
    `insert into gallery_photos (image_url, category, "order", media) values ($1, 'events', 0, $2::jsonb), ($1, 'sports', 1, $2::jsonb),
       ('https://example.org/a.jpg', 'events', 2, null), ($3, 'events', 3, $4::jsonb)`,
    [picture.url, json(picture), stray.url, json(stray)],
  );
  await client.query(`insert into hero_images (image_url, section, media) values ($1, 'about', $2::jsonb)`, [
    videoUrl,
    json(staleVideoCopy),
  ]);
  await client.query(
    `insert into notices (title, date, image_url, media) values ('With a picture', now(), $1, $2::jsonb)`,
    [picture.url, json(picture)],
  );
  await client.query(`insert into site_settings (key, value) values ('contact', $1::jsonb)`, [
    json({ address: 'x', roadmapImageUrl: roadmap.url, roadmapMedia: roadmap }),
  ]);
  database = await openDatabase({ pglite: client });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

describe('upgrading a database whose content rows copied their uploads’ facts (migration 0022)', () => {
  it('each row names its upload by key, and the copies are gone', async () => {
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name in ('media', 'media_key') order by 1, 2`,
    );
    expect(columns.filter((c) => c.column_name === 'media')).toEqual([]);
    expect(columns.map((c) => c.table_name)).toEqual([
      'alumni',
      'alumni_cards',
      'coaches',
      'events',
      'faculty',
      'gallery_photos',
      'hero_images',
      'leaders',
      'notices',
      'student_life_events',
    ]);
    const photos = await queryRows<{ image_url: string; media_key: string | null }>(
      database.db,
      sql`select image_url, media_key from gallery_photos order by "order"`,
    );
    expect(photos).toEqual([
      { image_url: picture.url, media_key: picture.url.slice(9) },
      { image_url: picture.url, media_key: picture.url.slice(9) },
      { image_url: 'https://example.org/a.jpg', media_key: null },
      { image_url: stray.url, media_key: null },
    ]);
    const [contact] = await queryRows<{ value: Record<string, unknown> }>(
      database.db,
      sql`select value from site_settings where key = 'contact'`,
    );
    expect(contact!.value).toEqual({ address: 'x', roadmapImageUrl: roadmap.url });
  });

  it('the rows answer with the same Media, joined from the media table (a video as its row says now)', async () => {
    const page = await findPage(database.db, galleryPhotos, {
      orderBy: [asc(galleryPhotos.order)],
      page: 1,
      limit: 10,
    });
    expect(page.items.map((row) => row.media)).toEqual([picture, picture, null, null]);
    const [notice] = (await findPage(database.db, notices, { orderBy: [asc(notices.id)], page: 1, limit: 1 }))
      .items;
    expect(notice!.media).toEqual(picture);
    const [hero] = (
      await findPage(database.db, heroImages, { orderBy: [asc(heroImages.id)], page: 1, limit: 1 })
    ).items;
    expect(hero!.media).toEqual(video);
    expect(await createMediaStore(database.db).shown(roadmap.url)).toEqual(roadmap);
  });

  it('a media row a content row still shows cannot be deleted; the references still follow the key', async () => {
    await expect(client.query('delete from media where key = $1', [videoUrl.slice(9)])).rejects.toThrow(
      /foreign key/,
    );
    const references = await queryRows<{ entity: string }>(
      database.db,
      sql`select entity from media_references where key = ${picture.url.slice(9)} order by entity`,
    );
    expect(references.map((row) => row.entity)).toEqual(['gallery_photos', 'gallery_photos', 'notices']);
    const store = createMediaStore(database.db);
    await database.db.execute(sql`update notices set media_key = null, image_url = ''`);
    expect(await store.isReferenced(picture.url)).toBe(true);
    await database.db.execute(
      sql`update gallery_photos set media_key = null, image_url = '' where media_key is not null`,
    );
    expect(await store.isReferenced(picture.url)).toBe(false);
  });

  it('with MEDIA_PUBLIC_URL the joined Media points at the store, from the key and one base', async () => {
    const other = await openDatabase({ pglite: client });
    setMediaBase(other.db, 'https://media.school.example/uploads');
    const [hero] = (
      await findPage(other.db, heroImages, { orderBy: [asc(heroImages.id)], page: 1, limit: 1 })
    ).items;
    const at = (url: string) => url.replace('/uploads/', 'https://media.school.example/uploads/');
    expect(hero!.media).toEqual({
      ...video,
      url: at(video.url),
      variants: video.variants.map((v) => ({ ...v, url: at(v.url) })),
      poster: at(video.poster),
      video: { ...video.video, playbackUrl: at(video.video.playbackUrl) },
    });
  });
});

describe('the way back (docs/operations.md)', () => {
  it("the documented SQL puts each row's copy back from the media table, and the upgrade runs again after it", async () => {
    const docs = await readFile(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');
    const blocks = [...docs.matchAll(/```sql\n(BEGIN;[\s\S]*?COMMIT;)\n```/g)].map((match) => match[1]!);
    // Newest first: the foreign keys' indexes (0024), the push keys (0023), then the media keys (0022).
    const indexesBlock = blocks.find((text) => text.includes('DROP INDEX IF EXISTS notices_media_key_idx'));
    const pushKeysBlock = blocks.find((text) => text.includes('DROP COLUMN push_key_id'));
    const block = blocks.find((text) => text.includes('ALTER TABLE notices ADD COLUMN media'));
    expect(indexesBlock).toBeDefined();
    expect(pushKeysBlock).toBeDefined();
    expect(block).toBeDefined();
    const lines = block!.split('\n');
    const first = lines.findIndex((line) => line.startsWith('ALTER TABLE notices ADD COLUMN media'));
    const last = lines.findIndex((line) => line.startsWith('ALTER TABLE notices DROP COLUMN media_key'));
    const perTable = lines.slice(first, last + 1).join('\n');
    const tables = [
      'notices',
      'events',
      'leaders',
      'faculty',
      'hero_images',
      'gallery_photos',
      'alumni',
    ].concat(['alumni_cards', 'student_life_events', 'coaches']);
    const script = [
      ...lines.slice(0, first),
      ...tables.map((table) => perTable.replaceAll('notices', table)),
      ...lines.slice(last + 1),
    ].join('\n');
    // One photo shows the picture again (the references test above took it off).
    await database.db.execute(
      sql`update gallery_photos set media_key = ${picture.url.slice(9)}, image_url = ${picture.url} where "order" = 0`,
    );
    await client.exec(indexesBlock!);
    await client.exec(pushKeysBlock!);
    await client.exec(script);

    const copies = await queryRows<{ media: unknown }>(
      database.db,
      sql`select media from gallery_photos order by "order"`,
    );
    expect(copies.map((row) => row.media)).toEqual([picture, null, null, null]);
    const [hero] = await queryRows<{ media: unknown }>(database.db, sql`select media from hero_images`);
    expect(hero!.media).toEqual(video);
    const [contact] = await queryRows<{ value: Record<string, unknown> }>(
      database.db,
      sql`select value from site_settings where key = 'contact'`,
    );
    expect(contact!.value.roadmapMedia).toEqual(roadmap);

    await database.migrate();
    const [again] = await queryRows<{ media_key: string | null }>(
      database.db,
      sql`select media_key from hero_images`,
    );
    expect(again!.media_key).toBe(videoUrl.slice(9));
  });
});

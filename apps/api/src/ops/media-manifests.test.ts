import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { databaseBefore } from '../test/previous-release';
import { LocalFileStorage } from '../lib/file-storage';
import { createMediaStore } from '../lib/media.repository';
import { importMediaManifests } from './media-manifests';

const uuid = (digit: string) =>
  `${digit.repeat(8)}-${digit.repeat(4)}-4${digit.repeat(3)}-8${digit.repeat(3)}-${digit.repeat(12)}`;
const picture = {
  url: `/uploads/gallery/${uuid('1')}.jpg`,
  width: 1600,
  height: 900,
  variants: [{ url: `/uploads/gallery/${uuid('1')}-320.webp`, width: 320, format: 'webp' }],
  placeholder: 'data:image/webp;base64,AAAA',
};
const videoUrl = `/uploads/videos/${uuid('2')}.mp4`;
const video = (state: 'processing' | 'ready') => ({
  url: videoUrl,
  width: 1280,
  height: 720,
  variants:
    state === 'ready' ? [{ url: `/uploads/videos/${uuid('3')}-320.webp`, width: 320, format: 'webp' }] : [],
  ...(state === 'ready' ? { poster: `/uploads/videos/${uuid('3')}.jpg` } : {}),
  video: {
    playbackUrl: videoUrl,
    mimeType: 'video/mp4',
    duration: 12.5,
    videoCodec: 'h264',
    audioCodec: 'aac',
    state,
    progress: state === 'ready' ? 1 : 0.4,
  },
});
const roadmap = { url: `/uploads/contact/${uuid('4')}.jpg`, width: 800, height: 600, variants: [] };
const unsaved = { url: `/uploads/misc/${uuid('5')}.png`, width: 400, height: 300, variants: [] };
const pdfKey = `notices/${uuid('6')}.pdf`;

let client: PGlite;
let database: DatabaseHandle;
let storageDir: string;
let storage: LocalFileStorage;
beforeAll(async () => {
  client = await databaseBefore('0020');
  const json = (value: unknown) => JSON.stringify(value);
  // Rows as the previous release wrote them: each keeps a copy of its upload's facts.
  await client.query(
    `insert into gallery_photos (image_url, category, media) values ($1, 'events', $2::jsonb), ($1, 'sports', $2::jsonb), ('https://example.org/a.jpg', 'events', null)`,
    [picture.url, json(picture)],
  );
  await client.query(
    `insert into notices (title, date, image_url, media, pdf_file, updated_at) values ('Old copy', now(), $1, $2::jsonb, $3, now() - interval '2 days')`,
    [videoUrl, json(video('processing')), pdfKey],
  );
  await client.query(
    `insert into hero_images (image_url, section, media, updated_at) values ($1, 'home', $2::jsonb, now() - interval '1 day')`,
    [videoUrl, json(video('ready'))],
  );
  await client.query(`insert into site_settings (key, value) values ('contact', $1::jsonb)`, [
    json({ address: 'x', roadmapImageUrl: roadmap.url, roadmapMedia: roadmap }),
  ]);
  storageDir = await mkdtemp(join(tmpdir(), 'skp-previous-uploads-'));
  storage = new LocalFileStorage(storageDir);
  await storage.put(picture.url.slice(9), Buffer.alloc(1234));
  await storage.put(videoUrl.slice(9), Buffer.alloc(5000));
  await storage.put(unsaved.url.slice(9), Buffer.alloc(300));
  await storage.put(pdfKey, Buffer.alloc(10));
  // The manifests beside the uploads: one no row shows yet, and the video's latest state.
  await storage.put(unsaved.url.slice(9).replace('.png', '.json'), Buffer.from(json(unsaved)));
  await storage.put(
    videoUrl.slice(9).replace('.mp4', '.json'),
    Buffer.from(
      json({
        ...video('ready'),
        video: { ...video('ready').video, phonePlaybackUrl: videoUrl.replace('.mp4', '-phone.mp4') },
      }),
    ),
  );

  database = await openDatabase({ pglite: client });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

type MediaRowOut = Record<string, unknown> & { key: string };
const mediaRows = async () =>
  (await queryRows<MediaRowOut>(database.db, sql`select * from media order by key`)).map((row) => ({
    ...row,
    bytes: row.bytes === null ? null : Number(row.bytes),
  }));
const referencesOf = async (key: string) =>
  (
    await queryRows<{ entity: string }>(
      database.db,
      sql`select entity from media_references where key = ${key} order by entity`,
    )
  ).map((row) => row.entity);

describe('upgrading a database made by the previous release', () => {
  it('the migration makes one media row per upload the rows show, from their copies (the newest copy of a video)', async () => {
    const rows = await mediaRows();
    expect(rows.map((row) => row.key)).toEqual(
      [picture.url, roadmap.url, videoUrl].map((url) => url.slice(9)).sort(),
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    expect(byKey.get(picture.url.slice(9))).toMatchObject({
      kind: 'image',
      content_type: 'image/jpeg',
      width: 1600,
      height: 900,
      variants: picture.variants,
      placeholder: picture.placeholder,
      poster: null,
      state: 'ready',
      video: null,
      bytes: null,
    });
    expect(byKey.get(videoUrl.slice(9))).toMatchObject({
      kind: 'video',
      content_type: 'video/mp4',
      duration: 12.5,
      state: 'ready',
      poster: video('ready').poster,
      video: {
        playbackUrl: videoUrl,
        mimeType: 'video/mp4',
        videoCodec: 'h264',
        audioCodec: 'aac',
        progress: 1,
      },
    });
    const repository = createMediaStore(database.db);
    expect(await repository.find(picture.url)).toEqual(picture);
    expect(await repository.find(roadmap.url)).toEqual(roadmap);
  });

  it('the migration records which rows name which stored file: pictures, videos, PDFs and settings', async () => {
    expect(await referencesOf(picture.url.slice(9))).toEqual(['gallery_photos', 'gallery_photos']);
    expect(await referencesOf(videoUrl.slice(9))).toEqual(['hero_images', 'notices']);
    expect(await referencesOf(pdfKey)).toEqual(['notices']);
    expect(await referencesOf(roadmap.url.slice(9))).toEqual(['site_settings']);
    expect(await referencesOf(unsaved.url.slice(9))).toEqual([]);
  });

  it('the start-up step reads the manifests once (an unsaved upload, the latest state of a video), fills in sizes and removes them', async () => {
    expect(await importMediaManifests(database.db, storage)).toEqual({ imported: 2, sized: 1 });
    const byKey = new Map((await mediaRows()).map((row) => [row.key, row]));
    expect(byKey.get(unsaved.url.slice(9))).toMatchObject({
      kind: 'image',
      content_type: 'image/png',
      bytes: 300,
      width: 400,
    });
    expect(byKey.get(picture.url.slice(9))?.bytes).toBe(1234);
    expect(byKey.get(videoUrl.slice(9))).toMatchObject({
      bytes: 5000,
      video: { phonePlaybackUrl: videoUrl.replace('.mp4', '-phone.mp4') },
    });
    expect(byKey.get(roadmap.url.slice(9))?.bytes).toBeNull(); // its file is gone
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.filter((key) => key.endsWith('.json'))).toEqual([]);
    expect(await importMediaManifests(database.db, storage)).toBeNull();
  });
});

/** Tables that never name an uploaded file the site shows (the audit log keeps old values on purpose; the search index copies content). */
const HOLD_NO_SHOWN_FILE = [
  'audit_log',
  'disclosure_link_checks',
  'enquiries',
  'enquiry_counts',
  'media',
  'media_references',
  'password_resets',
  'pdf_texts',
  'privacy_incidents',
  'privacy_notice_versions',
  'privacy_request_codes',
  'privacy_requests',
  'push_keys',
  'rate_limits',
  'search_documents',
  'search_sources',
  'search_terms',
  'sessions',
  'slug_history',
  'subscription_announcements',
  'subscription_sends',
  'subscriptions',
  'tc_lookups',
  'transfer_certificates',
  'upgrade_steps',
  'users',
  'visit_counts',
  'visit_uniques',
];

describe('references kept by the database', () => {
  it('every other table has the trigger that keeps media_references (a new table must choose)', async () => {
    const tables = await queryRows<{ name: string; followed: boolean }>(
      database.db,
      sql`select t.table_name as name, exists (
            select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
            where c.relname = t.table_name and g.tgname = 'media_references') as followed
          from information_schema.tables t
          where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
    );
    expect(tables.filter((table) => !table.followed).map((table) => table.name)).toEqual(HOLD_NO_SHOWN_FILE);
    expect(tables.filter((table) => table.followed).length).toBeGreaterThan(15);
  });

  it('a write, a change and a delete of a row rewrite its references in the same transaction', async () => {
    const other = `gallery/${uuid('7')}.jpg`;
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into alumni (name, image_url) values ('Sharer', ${`/uploads/${other}`}) returning id`,
    );
    expect(await referencesOf(other)).toEqual(['alumni']);
    await database.db.execute(sql`update alumni set image_url = ${picture.url} where id = ${row!.id}`);
    expect(await referencesOf(other)).toEqual([]);
    expect(await referencesOf(picture.url.slice(9))).toEqual(['alumni', 'gallery_photos', 'gallery_photos']);
    await database.db.execute(sql`delete from alumni where id = ${row!.id}`);
    expect(await referencesOf(picture.url.slice(9))).toEqual(['gallery_photos', 'gallery_photos']);
    const repository = createMediaStore(database.db);
    expect(await repository.isReferenced(picture.url)).toBe(true);
    expect(await repository.isReferenced(pdfKey)).toBe(true);
    expect(await repository.isReferenced(unsaved.url)).toBe(false);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { multipartFile } from '../test/multipart';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server';
import { createTestApp, s3StorageEnv, type TestApp } from '../test/test-app';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { parseByteRange } from './stored-files';

async function upload(app: TestApp, cookie: string, bytes: Buffer, fileName: string, folder: string) {
  const body = multipartFile(bytes, fileName);
  const response = await app.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?folder=${folder}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.upload as { key: string; url: string };
}

describe('parseByteRange', () => {
  it('reads one bytes= range: from-to, from, the last N; several ranges or nonsense send the whole file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    for (const header of [undefined, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=9-3'])
      expect(parseByteRange(header, 1000), header).toBeNull();
  });
});

describe('uploaded files served under /uploads/', () => {
  let t: TestApp;
  let editor: string;
  let video: { key: string; url: string };
  let bytes: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
    editor = await sessionFor(t, 'editor');
    const work = await mkdtemp(join(tmpdir(), 'skp-range-'));
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=5', '-t', '1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(work, 'clip.mp4')],
    ]);
    bytes = await readFile(join(work, 'clip.mp4'));
    await rm(work, { recursive: true, force: true });
    video = await upload(t, editor, bytes, 'clip.mp4', 'videos');
    await t.app.services.uploads.videos.idle();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("answers a video player's range requests with exactly those bytes (206), and 416 past the end", async () => {
    const size = bytes.length;
    const whole = await t.app.inject({ method: 'GET', url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.rawPayload).toEqual(bytes);

    const first = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload).toEqual(bytes.subarray(0, 100));

    const tail = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload).toEqual(bytes.subarray(size - 10));

    const rest = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: `bytes=${size - 5}-` },
    });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload).toEqual(bytes.subarray(size - 5));

    const past = await t.app.inject({ method: 'GET', url: video.url, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    // From a bucket the answer also names the size (the disk's static server sends a bare 416, as before).
    if (t.app.storage.kind === 's3') expect(past.headers['content-range']).toBe(`bytes */${size}`);

    const head = await t.app.inject({ method: 'HEAD', url: video.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a file that is not stored or a name that is no storage key', async () => {
    for (const url of [video.url.replace(/[0-9a-f]{8}-/, '00000000-'), '/uploads/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    // On disk the static server refuses it (403 or 404); from a bucket it is no storage key (404).
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/videos/..%2F..%2Fetc%2Fpasswd' });
    expect([403, 404]).toContain(traversal.statusCode);
  });
});

describe('MEDIA_PUBLIC_URL (files in a bucket, sent from the store or a CDN)', () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    const env = await s3StorageEnv(s3.endpoint, false);
    t = await createTestApp({
      seeded: false,
      env: { ...env, MEDIA_PUBLIC_URL: `${s3.endpoint}/${env.S3_BUCKET}/uploads` },
      siteRenderer: await siteRendererFromSource(),
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it("redirects /uploads/<key> to the store's address, where the same picture is", async () => {
    const editor = await sessionFor(t, 'editor');
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(t, editor, picture, 'Assembly.jpg', 'gallery');
    const served = await t.app.inject({ method: 'GET', url: uploaded.url });
    expect(served.statusCode).toBe(302);
    const location = served.headers.location as string;
    expect(location).toBe(`${t.config.mediaPublicUrl}/${uploaded.key}`);
    const fromStore = await fetch(location);
    expect(fromStore.status).toBe(200);
    const stored = await t.app.storage.open(uploaded.key);
    expect(Buffer.from(await fromStore.arrayBuffer())).toEqual(Buffer.concat(await stored!.stream.toArray()));
  });

  it("pages link pictures straight to the store's address (no redirect per picture), and the CSP allows it", async () => {
    const editor = await sessionFor(t, 'editor');
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#8a5a44' } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(t, editor, picture, 'Front gate.jpg', 'hero-images');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/hero-images',
      headers: { cookie: editor },
      payload: { imageUrl: uploaded.url, altText: 'The front gate', section: 'home' },
    });
    expect(saved.statusCode, saved.body).toBe(201);

    const store = `${t.config.mediaPublicUrl}/`;
    const stem = uploaded.key.replace(/\.jpg$/, '');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    const html = home.body.replace(/&amp;/g, '&');
    expect(html).toContain(`src="${store}${uploaded.key}"`);
    const srcsets = [...html.matchAll(/(?:srcset|imagesrcset)="([^"]+)"/gi)]
      .map((m) => m[1]!)
      .filter((set) => set.includes(stem));
    // The <picture>'s AVIF and WebP sources and the head's preload of the first hero picture.
    expect(srcsets.length).toBeGreaterThanOrEqual(3);
    const addresses = srcsets.flatMap((set) => set.split(', ').map((entry) => entry.split(' ')[0]!));
    for (const address of addresses) expect(address.startsWith(`${store}${stem}-`), address).toBe(true);
    const variant = await fetch(addresses[0]!);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toMatch(/^image\//);

    const origin = new URL(store).origin;
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
    // The service worker keeps the store's pictures: its fetches are the worker's connections.
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));

    // The public answer's Media points there too, from the same key.
    const answer = await t.app.inject({ method: 'GET', url: '/api/hero-section-images?section=home' });
    const [image] = answer.json().data.images as { imageUrl: string; media: { url: string } }[];
    expect(image!.imageUrl).toBe(uploaded.url);
    expect(image!.media.url).toBe(`${store}${uploaded.key}`);
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { sessionFor } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { keyOfUrl, storedKeys } from '../../test/stored-files';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
let work: string;
const fixtures: Record<'mp4' | 'webm' | 'bigMp4' | 'wideMp4', Buffer> = {} as never;

/** A real clip made by ffmpeg: test pattern and a tone. */
function makeVideo(name: string, args: string[]): Promise<Buffer> {
  const out = join(work, name);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    '2',
    ...args,
    out,
  ]);
  return readFile(out);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'skp-video-fixtures-'));
  fixtures.mp4 = await makeVideo('clip.mp4', [
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
  ]);
  fixtures.webm = await makeVideo('clip.webm', [
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '200k',
    '-c:a',
    'libopus',
  ]);
  fixtures.bigMp4 = await makeVideo('tall.mp4', [
    '-vf',
    'scale=640:1080',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
  ]);
  fixtures.wideMp4 = await makeVideo('wide.mp4', [
    '-vf',
    'scale=1280:720',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
  ]);
  t = await createTestApp({ seeded: false });
  editor = await sessionFor(t, 'editor');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

function upload(app: TestApp, bytes: Buffer, fileName: string, folder: string, type = 'video/mp4') {
  const body = multipartFile(bytes, fileName, type);
  return app.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?folder=${folder}`,
    headers: { ...body.headers, cookie: editor },
    payload: body.payload,
  });
}

/** A folder's files (half-written ones too, on disk), whichever storage the app runs on. */
async function filesIn(app: TestApp, folder: string): Promise<string[]> {
  if (app.app.storage.kind === 's3')
    return (await storedKeys(app, folder)).map((key) => key.slice(folder.length + 1));
  const dir = join(app.config.uploadsDir, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** ffprobe's streams of a stored file (read from a local copy when it lives in a bucket). */
async function ffprobe(
  url: string,
): Promise<{ streams: { codec_type: string; codec_name: string; height?: number }[] }> {
  const copy = await t.app.storage.localCopy(keyOfUrl(url));
  if (!copy) throw new Error(`${url} is not stored`);
  try {
    return JSON.parse(
      execFileSync('ffprobe', [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_streams',
        copy.path,
      ]).toString(),
    );
  } finally {
    await copy.release();
  }
}

describe('accepted videos', () => {
  it('keeps an H.264 MP4 with its metadata, then adds a poster with image variants (small and web-friendly: no second copy)', async () => {
    const response = await upload(t, fixtures.mp4, 'Sports day.mp4', 'videos');
    expect(response.statusCode).toBe(201);
    const result = response.json().data.upload;
    expect(result).toMatchObject({ kind: 'video', fileName: 'Sports day.mp4', size: fixtures.mp4.length });
    expect(result.key).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(result.media).toMatchObject({ url: result.url, width: 320, height: 240 });
    expect(result.media.video).toMatchObject({
      mimeType: 'video/mp4',
      videoCodec: 'h264',
      audioCodec: 'aac',
      state: 'processing',
    });
    expect(result.media.video.duration).toBeCloseTo(2, 0);

    await t.app.services.uploads.videos.idle();
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/video?url=${encodeURIComponent(result.url)}`,
      headers: { cookie: editor },
    });
    expect(status.statusCode).toBe(200);
    const media = status.json().data.media;
    expect(media.video).toMatchObject({ state: 'ready', progress: 1, playbackUrl: result.url });
    // The status is the video's row in the media table, which processing kept up to date.
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select state, poster, duration from media where key = ${result.key}`,
    );
    expect(row).toMatchObject({ state: 'ready', poster: media.poster });
    expect(row!.duration).toBeCloseTo(2, 0);
    expect(media.poster).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}\.jpg$/);
    expect(media.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(media.variants.map((v: { format: string; width: number }) => `${v.format}@${v.width}`)).toEqual([
      'webp@320',
      'avif@320',
    ]);
    const poster = await t.app.inject({ method: 'GET', url: media.poster });
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
    const video = await t.app.inject({ method: 'GET', url: result.url, headers: { range: 'bytes=0-99' } });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
  });

  it('turns a WebM into a 720p-at-most H.264 MP4 with its sound, and shows the finished video on the rows that use it', async () => {
    const response = await upload(t, fixtures.webm, 'clip.webm', 'videos', 'video/webm');
    expect(response.statusCode).toBe(201);
    const result = response.json().data.upload;
    expect(result.key).toMatch(/^videos\/[0-9a-f-]{36}\.webm$/);
    expect(result.media.video).toMatchObject({
      mimeType: 'video/webm',
      videoCodec: 'vp9',
      audioCodec: 'opus',
    });
    // Saved in the gallery while it is still being processed.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gallery',
      headers: { cookie: editor },
      payload: { imageUrl: result.url, altText: 'Relay race', category: 'games-sports' },
    });
    expect(saved.statusCode).toBe(201);
    const version = t.app.contentVersion.value;

    await t.app.services.uploads.videos.idle();
    // Only the video's media row changed; the row that shows it joins it, and the kept pages and answers go.
    expect(t.app.contentVersion.value).toBeGreaterThan(version);
    const gallery = await t.app.inject({ method: 'GET', url: '/api/gallery?category=games-sports' });
    const [photo] = gallery.json().data.galleries;
    expect(photo.media.video).toMatchObject({
      state: 'ready',
      mimeType: 'video/mp4',
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(photo.media.video.playbackUrl).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}-web\.mp4$/);
    expect(photo.media.poster).toMatch(/\.jpg$/);
    const web = await ffprobe(photo.media.video.playbackUrl);
    expect(web.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
  }, 60_000);

  it('scales a tall video to 720 lines and removes the sound of a hero video', async () => {
    const response = await upload(t, fixtures.bigMp4, 'hero.mp4', 'hero-videos');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.upload.media).toMatchObject({ width: 640, height: 1080 });
    await t.app.services.uploads.videos.idle();
    const url = response.json().data.upload.url;
    const media = (await t.app.services.uploads.videos.status(url))!;
    expect(media.video).toMatchObject({ state: 'ready', audioCodec: null });
    expect(media.height).toBe(720);
    const web = await ffprobe(media.video!.playbackUrl);
    expect(web.streams.map((s) => s.codec_type)).toEqual(['video']);
    expect(web.streams[0]!.height).toBe(720);
  }, 60_000);

  // The phone copy: a phone plays a copy at most 640 wide (the site offers it by <source media>).
  it('makes a 640-wide phone copy, without sound, of a hero video wider than 640; a narrow video gets none', async () => {
    const response = await upload(t, fixtures.wideMp4, 'campus.mp4', 'hero-videos');
    expect(response.statusCode).toBe(201);
    await t.app.services.uploads.videos.idle();
    const url = response.json().data.upload.url;
    const media = (await t.app.services.uploads.videos.status(url))!;
    expect(media).toMatchObject({ width: 1280, height: 720 });
    expect(media.video!.state).toBe('ready');
    expect(media.video!.phonePlaybackUrl).toMatch(/^\/uploads\/hero-videos\/[0-9a-f-]{36}-phone\.mp4$/);
    const phone = await ffprobe(media.video!.phonePlaybackUrl!);
    expect(phone.streams.map((s) => s.codec_type)).toEqual(['video']);
    expect(phone.streams[0]).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
    const served = await t.app.inject({ method: 'GET', url: media.video!.phonePlaybackUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');

    const narrow = await upload(t, fixtures.mp4, 'small.mp4', 'hero-videos');
    await t.app.services.uploads.videos.idle();
    const small = (await t.app.services.uploads.videos.status(narrow.json().data.upload.url))!;
    expect(small.video!.state).toBe('ready');
    expect(small.video!.phonePlaybackUrl).toBeUndefined();
  }, 60_000);
});

describe('refused videos', () => {
  it.each([
    [
      'a JPEG renamed .mp4',
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      /^Only videos go here\. Upload an MP4 \(H\.264\) or WebM \(VP9 or AV1\) video\.$/,
    ],
    [
      'a text file named .mp4',
      async () => Buffer.from('just some notes about the sports day\n'),
      /^This file type is not accepted\. Upload an MP4/,
    ],
    [
      'an HTML file named .mp4',
      async () => Buffer.from('<!doctype html><script>steal()</script>'),
      /^SVG, HTML and other markup files are not accepted\. Upload an MP4/,
    ],
    [
      'a ZIP named .mp4',
      async () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]),
      /^This file type is not accepted\. Upload an MP4/,
    ],
  ])('refuses %s with 415 naming the accepted formats, keeping nothing', async (_name, make, message) => {
    const before = (await filesIn(t, 'videos')).length;
    const response = await upload(t, await make(), 'clip.mp4', 'videos');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'error', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.json().message).toMatch(message);
    expect((await filesIn(t, 'videos')).length).toBe(before);
  });

  it('refuses a cut-off MP4 (400) and an MP4 sent to a picture folder (415), keeping nothing', async () => {
    const before = (await filesIn(t, 'videos')).length;
    const cut = await upload(
      t,
      fixtures.mp4.subarray(0, Math.floor(fixtures.mp4.length / 2)),
      'cut.mp4',
      'videos',
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toMatch(/^The video could not be read; it may be incomplete or damaged/);
    expect((await filesIn(t, 'videos')).length).toBe(before);
    const wrongFolder = await upload(t, fixtures.mp4, 'clip.mp4', 'gallery');
    expect(wrongFolder.statusCode).toBe(415);
    expect(wrongFolder.json().message).toMatch(/^Videos are not accepted here: JPEG, PNG, WebP or AVIF/);
    expect(await filesIn(t, 'gallery')).toEqual([]);
  });

  it('refuses a video declared over the limit with 413 before reading the body', async () => {
    const tiny = multipartFile(fixtures.mp4.subarray(0, 100), 'huge.mp4', 'video/mp4');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=videos',
      headers: { ...tiny.headers, cookie: editor, 'content-length': String(101 * 1024 * 1024) },
      payload: tiny.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json().message).toBe(
      'The file is too large (101.0 MB): MP4 (H.264) or WebM (VP9/AV1) video, up to 100 MB',
    );
  });

  it('refuses an upload cut off half-way (the multipart body ends early) with 400, leaving no file', async () => {
    const before = (await filesIn(t, 'videos')).length;
    const body = multipartFile(fixtures.mp4, 'clip.mp4', 'video/mp4');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=videos',
      headers: { ...body.headers, cookie: editor },
      payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)),
    });
    expect(response.statusCode).toBe(400);
    expect((await filesIn(t, 'videos')).length).toBe(before);
  });
});

describe('without ffmpeg', () => {
  it('keeps the original, says so in the admin, and never fails the upload', async () => {
    const bare = await createTestApp({
      seeded: false,
      env: {
        VIDEO_FFMPEG_PATH: join(work, 'no-ffmpeg'),
        VIDEO_FFPROBE_PATH: join(work, 'no-ffprobe'),
        VIDEO_UPLOAD_MAX_MB: '1',
      },
    });
    try {
      const cookie = await sessionFor(bare, 'editor');
      const body = multipartFile(fixtures.webm, 'clip.webm', 'video/webm');
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/uploads?folder=hero-videos',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(201);
      const media = response.json().data.upload.media;
      expect(media.video).toMatchObject({
        state: 'original',
        playbackUrl: media.url,
        mimeType: 'video/webm',
        note: 'The server has no video encoder (ffmpeg), so the video is kept as uploaded, without a poster picture.',
      });
      await bare.app.services.uploads.videos.idle();
      expect(await filesIn(bare, 'hero-videos')).toEqual([media.url.split('/').pop()]);
      const [row] = await queryRows<Record<string, unknown>>(
        bare.database.db,
        sql`select kind, content_type, state, bytes from media where key = ${keyOfUrl(media.url)}`,
      );
      expect(row).toMatchObject({ kind: 'video', content_type: 'video/webm', state: 'original' });
      expect(Number(row!.bytes)).toBe(fixtures.webm.length);
      // The configured limit (1 MB) is the one stated.
      const big = multipartFile(Buffer.alloc(100), 'big.mp4', 'video/mp4');
      const tooLarge = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/uploads?folder=hero-videos',
        headers: { ...big.headers, cookie, 'content-length': String(2 * 1024 * 1024) },
        payload: big.payload,
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toContain('video, up to 1 MB');
      // A file with a video's first bytes and a web page behind them is refused, not kept (uploaded files are sandboxed).
      const ftyp = Buffer.from('0000001866747970697336360000000069736f6d69736f32', 'hex');
      const webmHead = fixtures.webm.subarray(0, 64);
      for (const [payload, name, type] of [
        [
          Buffer.concat([ftyp, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
          'x.mp4',
          'video/mp4',
        ],
        [
          Buffer.concat([webmHead, Buffer.from('<html><script>alert(1)</script></html>')]),
          'x.webm',
          'video/webm',
        ],
      ] as const) {
        const before = (await filesIn(bare, 'hero-videos')).length;
        const fake = multipartFile(payload, name, type);
        const refused = await bare.app.inject({
          method: 'POST',
          url: '/api/admin/uploads?folder=hero-videos',
          headers: { ...fake.headers, cookie },
          payload: fake.payload,
        });
        expect(refused.statusCode, name).toBe(415);
        expect(refused.json().message, name).toMatch(
          /^This file starts like an? (MP4|WebM) video but is not one/,
        );
        expect((await filesIn(bare, 'hero-videos')).length, name).toBe(before);
      }
    } finally {
      await bare.close();
    }
  });
});

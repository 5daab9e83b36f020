import { HERO_SECTIONS } from '@skp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroImages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

interface Image {
  _id: string;
  imageUrl: string;
  altText: string;
  title: string;
  order: number;
  section: string;
  isActive: boolean;
  media: { url: string; width: number; height: number; variants: { url: string; format: string }[] } | null;
}

describe('GET /api/hero-section-images', () => {
  it.each(HERO_SECTIONS)(
    'serves 2-3 active images for %s in order, with alt text and variants',
    async (section) => {
      const { status, body } = await get(`/api/hero-section-images?section=${section}&isActive=true`);
      expect(status).toBe(200);
      expect(body.status).toBe('success');
      const images: Image[] = body.data.images;
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(3);
      expect(images.map((i) => i.order)).toEqual([...images.map((i) => i.order)].sort((a, b) => a - b));
      for (const image of images) {
        expect(image.section).toBe(section);
        expect(image.isActive).toBe(true);
        expect(image._id).toMatch(/^[0-9a-f-]{36}$/);
        expect(image.altText.length).toBeGreaterThan(10);
        expect(image.title.length).toBeGreaterThan(3);
        // About also has the demo's looping campus video (an MP4 with its poster's variants).
        expect(image.imageUrl).toMatch(
          section === 'about'
            ? /^\/uploads\/(hero\/[0-9a-f-]+\.jpg|hero-videos\/[0-9a-f-]+\.mp4)$/
            : /^\/uploads\/hero\/[0-9a-f-]+\.jpg$/,
        );
        expect(image.media?.url).toBe(image.imageUrl);
        expect(image.media?.width).toBeLessThanOrEqual(1600);
        expect(image.media?.variants.some((v) => v.format === 'webp')).toBe(true);
        expect(image.media?.variants.some((v) => v.format === 'avif')).toBe(true);
      }
      expect(body.data.pagination).toMatchObject({ page: 1, total: images.length });
    },
  );

  it("opens About with the demo's looping video: a small H.264 MP4 with a poster and variants", async () => {
    const { body } = await get('/api/hero-section-images?section=about&isActive=true');
    const videos = (body.data.images as (Image & { media: { video?: unknown; poster?: string } })[]).filter(
      (image) => image.media?.video,
    );
    expect(videos).toHaveLength(1);
    const [video] = videos;
    expect(video!.media).toMatchObject({
      width: 854,
      height: 480,
      poster: expect.stringMatching(/^\/uploads\/hero-videos\/.+\.jpg$/),
      video: { mimeType: 'video/mp4', videoCodec: 'h264', audioCodec: null, state: 'ready' },
    });
    const file = await t.app.inject({ method: 'GET', url: video!.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.length).toBeLessThan(2 * 1024 * 1024);
    const poster = await t.app.inject({ method: 'GET', url: video!.media!.poster! });
    expect(poster.statusCode).toBe(200);
  });

  it('serves the image files it points to', async () => {
    const { body } = await get('/api/hero-section-images?section=home&isActive=true');
    const image: Image = body.data.images[0];
    const jpeg = await t.app.inject({ method: 'GET', url: image.imageUrl });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const webp = image.media!.variants.find((v) => v.format === 'webp')!;
    const variant = await t.app.inject({ method: 'GET', url: webp.url });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
  });

  it('lists every section without a filter, and filters by isActive both ways', async () => {
    await t.database.db.insert(heroImages).values({
      imageUrl: '/uploads/hero/retired.jpg',
      altText: 'A retired banner',
      title: 'Retired banner',
      section: 'home',
      isActive: false,
      order: 9,
    });
    const all = await get('/api/hero-section-images');
    const sections = new Set(all.body.data.images.map((i: Image) => i.section));
    expect(sections).toEqual(new Set(HERO_SECTIONS));
    expect(all.body.data.images.some((i: Image) => i.title === 'Retired banner')).toBe(true);

    const active = await get('/api/hero-section-images?section=home&isActive=true');
    expect(active.body.data.images.some((i: Image) => i.title === 'Retired banner')).toBe(false);
    const inactive = await get('/api/hero-section-images?section=home&isActive=false');
    expect(inactive.body.data.images.map((i: Image) => i.title)).toEqual(['Retired banner']);
    const homeAll = await get('/api/hero-section-images?section=home');
    expect(homeAll.body.data.images).toHaveLength(active.body.data.images.length + 1);
  });

  it('pages with limit and page', async () => {
    const first = await get('/api/hero-section-images?limit=5&page=1');
    const second = await get('/api/hero-section-images?limit=5&page=2');
    expect(first.body.data.images).toHaveLength(5);
    expect(second.body.data.pagination).toMatchObject({ page: 2, limit: 5 });
    const ids = new Set([...first.body.data.images, ...second.body.data.images].map((i: Image) => i._id));
    expect(ids.size).toBe(10);
  });

  it.each([
    ['section=gallery', 'section'],
    ['section=', 'section'],
    ['section=HOME', 'section'],
    ['isActive=yes', 'isActive'],
    ['isActive=1', 'isActive'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=100000', 'limit'],
    ['page=0', 'page'],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(`/api/hero-section-images?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(`'${parameter}'`);
  });
});

import { eq } from 'drizzle-orm';
import { GALLERY_CATEGORIES } from '@skp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryPhotos } from '../../db/schema/index';
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
  return { status: response.statusCode, body: response.json() };
}

interface Photo {
  _id: string;
  id: string;
  imageUrl: string;
  url: string;
  title: string;
  description: string;
  altText: string;
  type: string;
  category: string;
  starred: boolean;
  order: number;
  media: { url: string; width: number; variants: unknown[] } | null;
}

describe('GET /api/gallery', () => {
  it('lists photos with both id forms, both url forms, type name and slug, with pagination', async () => {
    const { status, body } = await get('/api/gallery?limit=100');
    expect(status).toBe(200);
    const photos: Photo[] = body.data.galleries;
    expect(photos.length).toBeGreaterThanOrEqual(24);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 100, total: photos.length, pages: 1 });
    for (const photo of photos) {
      expect(photo.id).toBe(photo._id);
      expect(photo.url).toBe(photo.imageUrl);
      // One demo item is a short video clip (games-sports).
      expect(photo.imageUrl).toMatch(/^\/uploads\/(gallery\/.+\.jpg|videos\/.+\.mp4)$/);
      expect(photo.media?.url).toBe(photo.imageUrl);
      expect(photo.media?.width).toBeLessThanOrEqual(1200);
      expect(photo.title).not.toBe('');
      expect(photo.description).not.toBe('');
      expect(photo.altText).not.toBe('');
      const category = GALLERY_CATEGORIES.find((c) => c.slug === photo.category);
      expect(category?.name).toBe(photo.type);
    }
  });

  it('defaults to 20 per page and pages without overlap', async () => {
    const first = await get('/api/gallery');
    expect(first.body.data.galleries).toHaveLength(20);
    const second = await get('/api/gallery?page=2');
    const ids = new Set(
      [...first.body.data.galleries, ...second.body.data.galleries].map((p: Photo) => p._id),
    );
    expect(ids.size).toBe(first.body.data.galleries.length + second.body.data.galleries.length);
    expect(ids.size).toBe(first.body.data.pagination.total);
  });

  it.each(GALLERY_CATEGORIES)('has 4-6 photos with exactly one starred in $slug', async ({ slug }) => {
    const { body } = await get(`/api/gallery?category=${slug}&limit=100`);
    const photos: Photo[] = body.data.galleries;
    expect(photos.length).toBeGreaterThanOrEqual(4);
    expect(photos.length).toBeLessThanOrEqual(6);
    expect(photos.every((p) => p.category === slug)).toBe(true);
    expect(photos.filter((p) => p.starred)).toHaveLength(1);
    expect(photos.map((p) => p.order)).toEqual([...photos.map((p) => p.order)].sort((a, b) => a - b));
  });

  it('takes the category by name as type, as the Home page probe sends it', async () => {
    const { status, body } = await get('/api/gallery?type=Games%20and%20Sports&limit=1');
    expect(status).toBe(200);
    expect(body.data.galleries).toHaveLength(1);
    expect(body.data.galleries[0].type).toBe('Games and Sports');
    expect(body.data.pagination.total).toBeGreaterThanOrEqual(4);
    const byName = await get('/api/gallery?category=hostel&limit=100');
    const byNameCase = await get('/api/gallery?category=HOSTEL&limit=100');
    expect(byNameCase.body.data.galleries).toEqual(byName.body.data.galleries);
  });

  it.each([
    ['category=classrooms', 'category'],
    ['type=Unknown%20Things', 'type'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=100000', 'limit'],
    ['page=0', 'page'],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(`/api/gallery?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(`'${parameter}'`);
  });
});

describe('GET /api/gallery/category/{category}', () => {
  it('returns every photo of the category by slug or name, with the category', async () => {
    const { status, body } = await get('/api/gallery/category/cricket-academy');
    expect(status).toBe(200);
    expect(body.data.category).toEqual({ slug: 'cricket-academy', name: 'Cricket Academy' });
    expect(body.data.galleries.length).toBeGreaterThanOrEqual(4);
    expect(body.data.galleries.every((p: Photo) => p.category === 'cricket-academy')).toBe(true);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 100 });
    const byName = await get('/api/gallery/category/Cricket%20Academy');
    expect(byName.body.data.galleries).toEqual(body.data.galleries);
    const paged = await get('/api/gallery/category/cricket-academy?limit=2&page=2');
    expect(paged.body.data.galleries.map((p: Photo) => p._id)).toEqual(
      body.data.galleries.slice(2, 4).map((p: Photo) => p._id),
    );
  });

  it("answers an unknown category with 400 'Invalid category'", async () => {
    for (const category of ['classrooms', '..%2F..%2Fetc', 'x'.repeat(250)]) {
      const { status, body } = await get(`/api/gallery/category/${category}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR', message: 'Invalid category' });
      expect(body.fieldErrors.category[0]).toContain('buildings-infrastructure');
    }
  });

  it('rejects bad paging with a 400 naming the parameter', async () => {
    const { status, body } = await get('/api/gallery/category/hostel?limit=0');
    expect(status).toBe(400);
    expect(body.message).toContain("'limit'");
  });
});

describe('GET /api/gallery/categories', () => {
  it('lists the six categories with their photo counts', async () => {
    const { body } = await get('/api/gallery/categories');
    expect(body.data.categories.map((c: { slug: string }) => c.slug)).toEqual(
      GALLERY_CATEGORIES.map((c) => c.slug),
    );
    for (const category of body.data.categories) {
      const photos = await get(`/api/gallery/category/${category.slug}`);
      expect(category.count).toBe(photos.body.data.pagination.total);
      expect(category.name).toBe(GALLERY_CATEGORIES.find((c) => c.slug === category.slug)?.name);
    }
  });
});

describe('GET /api/gallery/categories/covers and /starred', () => {
  it('keys covers by slug, using the starred photo', async () => {
    const { status, body } = await get('/api/gallery/categories/covers');
    expect(status).toBe(200);
    expect(Object.keys(body.data.covers).sort()).toEqual(GALLERY_CATEGORIES.map((c) => c.slug).sort());
    for (const [slug, cover] of Object.entries<{
      slug: string;
      name: string;
      imageUrl: string;
      count: number;
      media: { url: string };
    }>(body.data.covers)) {
      const photos: Photo[] = (await get(`/api/gallery/category/${slug}`)).body.data.galleries;
      const starred = photos.find((p) => p.starred)!;
      expect(cover).toMatchObject({ slug, imageUrl: starred.imageUrl, count: photos.length });
      expect(cover.name).toBe(starred.type);
      expect(cover.media.url).toBe(starred.imageUrl);
    }
  });

  it('keys starred photos by category name', async () => {
    const { status, body } = await get('/api/gallery/categories/starred');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(Object.keys(body.data.starredPhotos).sort()).toEqual(GALLERY_CATEGORIES.map((c) => c.name).sort());
    const games = body.data.starredPhotos['Games and Sports'];
    const photos: Photo[] = (await get('/api/gallery/category/games-sports')).body.data.galleries;
    const starred = photos.find((p) => p.starred)!;
    expect(games).toEqual({
      _id: starred._id,
      imageUrl: starred.imageUrl,
      title: starred.title,
      category: 'games-sports',
      media: starred.media,
    });
  });

  it('falls back to the first photo for the cover, and leaves out empty and unstarred categories', async () => {
    const db = t.database.db;
    // Hostel loses its starred photo: its cover becomes the first photo and it leaves the starred list.
    await db.update(galleryPhotos).set({ starred: false }).where(eq(galleryPhotos.category, 'hostel'));
    await db.delete(galleryPhotos).where(eq(galleryPhotos.category, 'baby-steps'));

    const covers = (await get('/api/gallery/categories/covers')).body.data.covers;
    const hostel: Photo[] = (await get('/api/gallery/category/hostel')).body.data.galleries;
    expect(covers.hostel.imageUrl).toBe(hostel[0]!.imageUrl);
    expect(covers['baby-steps']).toBeUndefined();

    const starred = (await get('/api/gallery/categories/starred')).body.data.starredPhotos;
    expect(starred.Hostel).toBeUndefined();
    expect(starred['Baby Steps']).toBeUndefined();
    expect(starred['Cricket Academy']).toBeDefined();

    const categories = (await get('/api/gallery/categories')).body.data.categories;
    expect(categories.find((c: { slug: string }) => c.slug === 'baby-steps').count).toBe(0);
    const empty = await get('/api/gallery/category/baby-steps');
    expect(empty.status).toBe(200);
    expect(empty.body.data.galleries).toEqual([]);
  });
});

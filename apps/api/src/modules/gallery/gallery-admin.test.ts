import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { isStored } from '../../test/stored-files';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie: editor },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}
async function upload(colour: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const body = multipartFile(jpeg, 'photo.jpg');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads?folder=gallery',
    headers: { ...body.headers, cookie: editor },
    payload: body.payload,
  });
  return response.json().data.upload.url;
}

describe('gallery admin', () => {
  it('adds many photos to a category at once, stars one per category, reorders and deletes with variants', async () => {
    const urls = [await upload('#112233'), await upload('#445566'), await upload('#778899')];
    const batch = await call('POST', '/api/admin/gallery/batch', {
      category: 'Hostel',
      photos: urls.map((imageUrl, i) => ({
        imageUrl,
        altText: `Hostel room ${i + 1}`,
        title: `Room ${i + 1}`,
      })),
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(201);
    const items = batch.body.data.items as {
      _id: string;
      order: number;
      media: { url: string; variants: { url: string }[] };
    }[];
    expect(items).toHaveLength(3);
    expect(items[1]!.order).toBe(items[0]!.order + 1);
    expect(items[0]!.media.variants.length).toBeGreaterThan(2);

    const page = await t.app.inject({ method: 'GET', url: '/api/gallery/category/hostel?limit=100' });
    const titles = page.json().data.galleries.map((g: { title: string }) => g.title);
    expect(titles).toEqual(expect.arrayContaining(['Room 1', 'Room 2', 'Room 3']));

    // Star the second, then the third: only the third stays starred in Hostel.
    expect((await call('PUT', `/api/admin/gallery/${items[1]!._id}/star`)).status).toBe(200);
    expect((await call('PUT', `/api/admin/gallery/${items[2]!._id}/star`)).status).toBe(200);
    const starred = await call('GET', '/api/admin/gallery?category=hostel&starred=true&limit=100');
    expect(starred.body.data.items.map((p: { _id: string }) => p._id)).toEqual([items[2]!._id]);
    const covers = await t.app.inject({ method: 'GET', url: '/api/gallery/categories/starred' });
    expect(covers.json().data.starredPhotos.Hostel._id).toBe(items[2]!._id);

    // Edit the title and description.
    const edited = await call('PUT', `/api/admin/gallery/${items[0]!._id}`, {
      imageUrl: urls[0],
      altText: 'Hostel room 1',
      title: 'Dormitory',
      description: 'Beds for 12',
      category: 'hostel',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.item).toMatchObject({ title: 'Dormitory', description: 'Beds for 12' });

    const reorder = await call('PUT', '/api/admin/gallery/order', { ids: items.map((p) => p._id).reverse() });
    expect(reorder.body.data.reordered).toBe(3);

    const files = [items[0]!.media.url, ...items[0]!.media.variants.map((v) => v.url)];
    const stored = () => Promise.all(files.map((url) => isStored(t, url)));
    expect((await stored()).every(Boolean)).toBe(true);
    expect((await call('DELETE', `/api/admin/gallery/${items[0]!._id}`)).status).toBe(200);
    expect((await stored()).some(Boolean)).toBe(false);
  });

  it('requires alt text and a known category', async () => {
    const url = await upload('#010203');
    const noAlt = await call('POST', '/api/admin/gallery/batch', {
      category: 'hostel',
      photos: [{ imageUrl: url }],
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.message).toContain('altText');
    const badCategory = await call('POST', '/api/admin/gallery/batch', {
      category: 'kitchen',
      photos: [{ imageUrl: url, altText: 'x' }],
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toContain('category must be one of');
  });
});

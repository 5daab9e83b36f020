import sharp from 'sharp';
import { GALLERY_CATEGORIES } from '@skp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { multipartFile } from '../test/multipart';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';
import type { SiteRenderer } from './site-renderer';

let renderer: SiteRenderer;
beforeAll(async () => {
  renderer = await siteRendererFromSource();
});

interface ApiPhoto {
  _id: string;
  title: string;
  imageUrl: string;
}

async function categoryPhotos(t: TestApp, slug: string): Promise<ApiPhoto[]> {
  return (await t.app.inject({ url: `/api/gallery/category/${slug}` })).json().data.galleries as ApiPhoto[];
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

/** The accessible names of the photo links, in the page's order. */
const tileNames = (html: string) =>
  [
    ...html.matchAll(
      /aria-label="(?:Open photo|Play video): ([^"]*?)(?: \(\d+:\d\d\))?" data-testid="photo-tile"/g,
    ),
  ].map((m) => m[1]);

describe('the gallery pages, server-rendered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: renderer, env: { SKP_TEST_FAULTS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('every category: hero from its starred photo, breadcrumb, count and every photo in the API order', async () => {
    const starred = (await t.app.inject({ url: '/api/gallery/categories/starred' })).json().data
      .starredPhotos as Record<string, { imageUrl: string }>;
    for (const { slug, name } of GALLERY_CATEGORIES) {
      const photos = await categoryPhotos(t, slug);
      const response = await t.app.inject({ url: `/gallery/${slug}` });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(`<title>${escapeHtml(name)} Gallery | `);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(name)}</h1>`));
      expect(html).toContain('<nav aria-label="Breadcrumb">');
      expect(html).toMatch(new RegExp(`<li aria-current="page"[^>]*>${escapeHtml(name)}</li>`));
      expect(html).toMatch(new RegExp(`data-testid="photo-count"[^>]*>.*${photos.length} photos</p>`));
      expect(tileNames(html)).toEqual(photos.map((photo) => escapeHtml(photo.title)));
      expect(html).toMatch(
        new RegExp(`data-testid="gallery-hero-image".*?<img src="${starred[name]!.imageUrl}"`),
      );
      expect(html).toContain('data-island="photo-gallery"');
      expect(html).not.toContain('Failed to load');
    }
  });

  it('every photo is a link to its large picture, every video to its clip; each keeps its box', async () => {
    const html = (await t.app.inject({ url: '/gallery/games-sports' })).body;
    const tiles = [
      ...html.matchAll(/<a href="([^"]+)" aria-label="(Open photo|Play video):[^>]*>(.*?)<\/a>/g),
    ];
    expect(tiles.filter(([, , kind]) => kind === 'Open photo').length).toBeGreaterThan(1);
    // The demo's Games and Sports clip: its poster in the grid with a play mark and its length.
    expect(tiles.filter(([, , kind]) => kind === 'Play video')).toHaveLength(1);
    for (const [, href, kind, inner] of tiles) {
      const file = await t.app.inject({ url: href! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(kind === 'Play video' ? /^video\// : /^image\//);
      expect(inner).toMatch(/<img [^>]*width="\d+" height="\d+"/);
      expect(inner).toMatch(/aspect-ratio:1 \/ [\d.]+/);
      if (kind === 'Play video') expect(inner).toMatch(/data-testid="video-mark"[^>]*>▶ \d+:\d\d</);
    }
  });

  it("an unknown slug: 'Gallery not found' with Go Back, status 404", async () => {
    for (const path of ['/gallery/not-a-category', '/gallery/Hostel', '/gallery/hostel%20']) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('>Gallery not found</h1>');
      expect(response.body).toMatch(/<a href="\/" role="button"[^>]*>.*Go Back<\/a>/);
      expect(response.body).not.toContain('data-testid="photo-grid"');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const deeper = await t.app.inject({ url: '/gallery/hostel/extra' });
    expect(deeper.statusCode).toBe(404);
    expect(deeper.body).toContain('Page not found');
  });

  it("a failed photo load shows 'Failed to load photos' with Retry; the hero still renders", async () => {
    const response = await t.app.inject({
      url: '/gallery/hostel',
      headers: { 'x-test-faults': 'photos=500' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Failed to load photos');
    expect(response.body).toContain('>Retry<');
    expect(response.body).toContain('data-testid="gallery-hero-image"');
    expect(response.body).not.toContain('data-testid="photo-count"');
    expect(response.body).not.toContain('Invalid category');
  });

  it("a category the service refuses shows 'Invalid category'", async () => {
    const response = await t.app.inject({
      url: '/gallery/hostel',
      headers: { 'x-test-faults': 'photos=400:Invalid category' },
    });
    expect(response.body).toContain('Invalid category');
    expect(response.body).not.toContain('Failed to load photos');
  });

  it('without the starred photos the hero shows the first photo, and the grid still renders', async () => {
    const photos = await categoryPhotos(t, 'hostel');
    const response = await t.app.inject({
      url: '/gallery/hostel',
      headers: { 'x-test-faults': 'starredPhotos=500' },
    });
    expect(response.body).toMatch(
      new RegExp(`data-testid="gallery-hero-image".*?<img src="${photos[0]!.imageUrl}"`),
    );
    expect(tileNames(response.body)).toHaveLength(photos.length);
    expect(response.body).not.toContain('Failed to load');
  });
});

describe('the gallery on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false, siteRenderer: renderer });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the empty text and 0 photos, no hero picture', async () => {
    const html = (await t.app.inject({ url: '/gallery/hostel' })).body;
    expect(html).toContain('No photos available in this category yet');
    expect(html).toMatch(/data-testid="photo-count"[^>]*>.*0 photos<\/p>/);
    expect(html).not.toContain('data-testid="gallery-hero-image"');
    expect(html).not.toContain('Failed to load');
  });
});

describe('the gallery follows what staff upload', () => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: renderer, env: { NODE_ENV: 'production' } });
    editor = await sessionFor(t, 'editor');
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(colour: string): Promise<string> {
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const body = multipartFile(jpeg, 'photo.jpg');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=gallery',
      headers: { ...body.headers, cookie: editor },
      payload: body.payload,
    });
    return response.json().data.upload.url as string;
  }

  it('new uploads come after the photos already there, in the order uploaded; a reorder is followed', async () => {
    const before = tileNames((await t.app.inject({ url: '/gallery/games-sports' })).body);
    const urls = [await upload('#aa2233'), await upload('#22aa33'), await upload('#2233aa')];
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gallery/batch',
      headers: { cookie: editor },
      payload: {
        category: 'games-sports',
        photos: urls.map((imageUrl, i) => ({
          imageUrl,
          altText: `Upload ${i + 1}`,
          title: `Upload ${i + 1}`,
        })),
      },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const after = tileNames((await t.app.inject({ url: '/gallery/games-sports' })).body);
    expect(after).toEqual([...before, 'Upload 1', 'Upload 2', 'Upload 3']);

    // Staff's explicit order (the admin's drag to reorder) wins over upload time.
    const ids = (await categoryPhotos(t, 'games-sports')).map((photo) => photo._id);
    const reordered = [ids.at(-1)!, ...ids.slice(0, -1)];
    const reorder = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/gallery/order',
      headers: { cookie: editor },
      payload: { ids: reordered },
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    const reorderedNames = tileNames((await t.app.inject({ url: '/gallery/games-sports' })).body);
    expect(reorderedNames).toEqual(['Upload 3', ...before, 'Upload 1', 'Upload 2']);
  });
});

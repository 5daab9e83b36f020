import { describe, expect, it } from 'vitest';
import {
  isBuiltAsset,
  isCacheableApiRead,
  isOfflinePage,
  isStorableApiAnswer,
  isStoredImageElsewhere,
  isUploadedImage,
  markSavedCopy,
  resourcesToKeep,
} from './offline-cache-rules';

describe('service worker cache rules', () => {
  it('answers navigations to public pages, never the admin, the API or files', () => {
    for (const path of [
      '/',
      '/contact',
      '/gallery/sports',
      '/baby-steps',
      '/no-such-page',
      '/hi',
      '/hi/about',
      '/events',
      '/events/sports-day',
      '/notices',
      '/notices/fee-reminder',
      '/hi/notices/fee-reminder',
    ])
      expect(isOfflinePage(path), path).toBe(true);
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/notices/1',
      '/api/notices',
      '/uploads/a.webp',
      '/language/hi',
      '/events.ics',
      '/events/sports-day.ics',
      '/notices.rss',
    ])
      expect(isOfflinePage(path), path).toBe(false);
    expect(isOfflinePage('/administration-fees')).toBe(true);
  });

  it('keeps public GET reads under /api only', () => {
    expect(isCacheableApiRead('/api/notices', 'GET')).toBe(true);
    expect(isCacheableApiRead('/api/contact/public', 'GET')).toBe(true);
    expect(isCacheableApiRead('/api/notices', 'POST')).toBe(false);
    expect(isCacheableApiRead('/api/enquiries', 'POST')).toBe(false);
    for (const path of [
      '/api/admin/notices',
      '/api/admin',
      '/api/auth/me',
      '/api/auth/login',
      '/api/health',
      '/api/docs/json',
      '/api/openapi.json',
    ])
      expect(isCacheableApiRead(path, 'GET'), path).toBe(false);
    expect(isCacheableApiRead('/apix/notices', 'GET')).toBe(false);
  });

  it('keeps viewed uploaded pictures, not other uploads', () => {
    expect(isUploadedImage('/uploads/photos/a-640.webp', 'GET', 'image')).toBe(true);
    expect(isUploadedImage('/uploads/photos/a.jpg', 'GET', '')).toBe(true);
    expect(isUploadedImage('/uploads/files/fees.pdf', 'GET', '')).toBe(false);
    expect(isUploadedImage('/uploads/photos/a.webp', 'HEAD', 'image')).toBe(false);
    expect(isUploadedImage('/assets/logo.svg', 'GET', 'image')).toBe(false);
  });

  it("keeps viewed pictures the store or CDN sends (MEDIA_PUBLIC_URL) by an upload's name, nothing else of another origin", () => {
    const upload = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
    expect(isStoredImageElsewhere(`/school-media/uploads/gallery/${upload}-640.avif`, 'GET', 'image')).toBe(
      true,
    );
    expect(isStoredImageElsewhere(`/gallery/${upload}.jpg`, 'GET', 'image')).toBe(true);
    expect(isStoredImageElsewhere(`/gallery/${upload}.jpg`, 'GET', 'video')).toBe(false);
    expect(isStoredImageElsewhere(`/notices/${upload}.pdf`, 'GET', 'image')).toBe(false);
    expect(isStoredImageElsewhere('/images/branding/logo.png', 'GET', 'image')).toBe(false);
    expect(isStoredImageElsewhere(`/gallery/${upload}.jpg`, 'HEAD', 'image')).toBe(false);
  });

  it('stores only plain, successful, public JSON answers', () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    expect(isStorableApiAnswer(200, headers({ ...json, 'Cache-Control': 'public, max-age=30' }))).toBe(true);
    expect(isStorableApiAnswer(304, headers(json))).toBe(false);
    expect(isStorableApiAnswer(500, headers(json))).toBe(false);
    expect(isStorableApiAnswer(200, headers({ ...json, 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isStorableApiAnswer(200, headers({ ...json, 'Cache-Control': 'private, max-age=0' }))).toBe(false);
    expect(isStorableApiAnswer(200, headers({ 'Content-Type': 'application/pdf' }))).toBe(false);
    expect(isStorableApiAnswer(200, headers({}))).toBe(false);
  });

  it('keeps the built files as they load, not other paths', () => {
    expect(isBuiltAsset('/assets/index-a1b2c3.js', 'GET')).toBe(true);
    expect(isBuiltAsset('/assets/roboto-latin-400.woff2', 'GET')).toBe(true);
    expect(isBuiltAsset('/assets/index-a1b2c3.js', 'POST')).toBe(false);
    expect(isBuiltAsset('/sw.js', 'GET')).toBe(false);
    // The school's crest and icons at their versioned addresses; not the unversioned ones.
    expect(isBuiltAsset('/favicon.svg', 'GET', '?v=1x2y3z')).toBe(true);
    expect(isBuiltAsset('/icons/icon-192.png', 'GET', '?v=1x2y3z')).toBe(true);
    expect(isBuiltAsset('/favicon.svg', 'GET')).toBe(false);
  });

  it("hands over the first visit's same-origin files, pictures and public reads, never on the admin", () => {
    const page = { origin: 'https://skp.example', pathname: '/contact' };
    const loaded = [
      'https://skp.example/assets/index-a1b2c3.js',
      'https://skp.example/assets/index-a1b2c3.js',
      'https://skp.example/uploads/gallery/abc-640.avif',
      'https://skp.example/api/contact',
      'https://skp.example/api/admin/notices',
      'https://skp.example/api/policies/x/download',
      'https://www.google.com/maps/embed?pb=1',
      'not a url ::',
    ];
    expect(resourcesToKeep(loaded, page)).toEqual([
      'https://skp.example/assets/index-a1b2c3.js',
      'https://skp.example/uploads/gallery/abc-640.avif',
      'https://skp.example/api/contact',
    ]);
    expect(resourcesToKeep(loaded, { ...page, pathname: '/admin/notices' })).toEqual([]);
  });
});

describe('markSavedCopy', () => {
  it("writes 'offline, showing saved content' into a server-rendered page's status region", () => {
    const page =
      '<main><div role="status" aria-live="polite" data-testid="offline-notice"></div><h1>Home</h1></main>';
    expect(markSavedCopy(page)).toBe(
      '<main><div role="status" aria-live="polite" data-testid="offline-notice"><p class="offline-notice">offline, showing saved content</p></div><h1>Home</h1></main>',
    );
  });

  it('leaves a page without the region unchanged', () => {
    expect(markSavedCopy('<div id="root"></div>')).toBe('<div id="root"></div>');
  });
});

import { describe, expect, it } from 'vitest';
import {
  isCacheableApiRead,
  isOfflinePage,
  isStorableApiAnswer,
  isUploadedImage,
} from './offline-cache-rules';

describe('service worker cache rules', () => {
  it('answers navigations to public pages, never the admin, the API or files', () => {
    for (const path of ['/', '/contact', '/gallery/sports', '/baby-steps', '/no-such-page'])
      expect(isOfflinePage(path), path).toBe(true);
    for (const path of ['/admin', '/admin/', '/admin/notices/1', '/api/notices', '/uploads/a.webp'])
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
});

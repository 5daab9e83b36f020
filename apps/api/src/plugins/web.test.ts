import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('web app serving: service worker and built files', () => {
  let dir: string;
  let t: TestApp;
  let app: TestApp['app'];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'skp-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dir, 'assets', 'sw.js'), '/* a hashed asset that happens to share the name */');
    writeFileSync(join(dir, 'offline.png'), 'png');
    mkdirSync(join(dir, 'server', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'server', 'render-helpers.js'), 'export const SERVER_SECRET_CODE = 1;');
    writeFileSync(join(dir, 'server', 'assets', 'chunk.js'), 'export const SERVER_SECRET_CODE = 2;');
    t = await createTestApp({ seeded: false, env: { WEB_DIST: dir } });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves /sw.js as JavaScript that is revalidated on every use', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the other rules: hashed assets for a year, other files revalidated', async () => {
    const asset = await app.inject({ url: '/assets/sw.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/offline.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('never serves the server render bundle in the build output', async () => {
    for (const url of [
      '/server/render-helpers.js',
      '/server/assets/chunk.js',
      '/server/',
      '/%73erver/render-helpers.js',
      '/server%2Frender-helpers.js',
      '/./server/render-helpers.js',
      '/assets/../server/render-helpers.js',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('SERVER_SECRET_CODE');
    }
  });
});

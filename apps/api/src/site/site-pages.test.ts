import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';
import type { SiteRenderer } from './site-renderer';

let renderer: SiteRenderer;
beforeAll(async () => {
  renderer = await siteRendererFromSource();
});

async function apiData<T>(t: TestApp, url: string): Promise<T> {
  return (await t.app.inject({ url })).json().data as T;
}

describe('server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: renderer, env: { SKP_TEST_FAULTS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('Home is HTML with every section, its data, the head tags and the island loader', async () => {
    const { notices } = await apiData<{ notices: { title: string }[] }>(
      t,
      '/api/notices?limit=5&sortBy=order&sortOrder=asc',
    );
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" data-theme="main">/);
    expect(html).toContain('<h1');
    expect(html).toContain('Welcome to S.K.P. Vidya Vihar');
    for (const heading of [
      'Photo &amp; Gallery',
      'Campus Facilities',
      'Notices &amp; Events',
      'Mandatory Disclosures',
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain(notices[0]!.title);
    expect(html).toContain('<title>S.K.P. Vidya Vihar, Deoghar</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/" \/>/);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('data-island="hero-carousel"');
    expect(html).toContain('<script type="module" src="/assets/entry-client.js"></script>');
    expect(html).not.toContain('Failed to load');
  });

  it("Home draws each icon's shapes once: its icons refer to symbols at the top of the body", async () => {
    const html = (await t.app.inject({ url: '/' })).body;
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toMatch(
      /^<body><svg aria-hidden="true" focusable="false" style="display:none"><symbol id="site-icon-1" viewBox="0 0 24 24">/,
    );
    const symbols = [...body.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    const uses = [...body.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]);
    // 121 icons drawn from 47 shapes (the header's, the sections', the footer's).
    expect(uses.length).toBeGreaterThan(100);
    expect(new Set(uses)).toEqual(new Set(symbols));
    expect(new Set(symbols).size).toBe(symbols.length);
    // Every shape's outline is in the page once.
    const outlines = [...body.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
    expect(outlines.length).toBeGreaterThanOrEqual(symbols.length);
    expect(new Set(outlines).size).toBe(outlines.length);
    // Still hidden from readers, as each inline icon was.
    expect(
      body.match(/<svg viewBox="0 0 24 24"[^>]*>/g)!.every((svg) => svg.includes('aria-hidden="true"')),
    ).toBe(true);
  });

  it('sends an ETag and no-cache (the browser asks again each visit, so a saved change shows at once), and 304 on a match', async () => {
    const first = await t.app.inject({ url: '/campus' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/campus', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A browser or proxy holding several copies sends a list, and a weak tag matches too (RFC 9110).
    for (const header of [`"stale-copy", ${etag}`, `W/${etag}`, '*']) {
      const listed = await t.app.inject({ url: '/campus', headers: { 'if-none-match': header } });
      expect(listed.statusCode, header).toBe(304);
    }
    const other = await t.app.inject({ url: '/campus', headers: { 'if-none-match': '"stale-copy"' } });
    expect(other.statusCode).toBe(200);
  });

  it('asks the browser to prefetch site links on hover (Speculation Rules as a header)', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    const rules = await t.app.inject({ url: '/speculation-rules.json' });
    expect(rules.headers['content-type']).toMatch(/^application\/speculationrules\+json\b/);
    expect(rules.json().prefetch[0].eagerness).toBe('moderate');
  });

  it('a failed section shows its error and every other section still renders', async () => {
    const { events } = await apiData<{ events: { title: string }[] }>(
      t,
      '/api/events?limit=5&status=upcoming&sortBy=date&sortOrder=asc',
    );
    const response = await t.app.inject({
      url: '/',
      headers: { 'x-test-faults': 'notices=500:The notice board is resting' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Failed to load notices and events');
    expect(response.body).toContain('The notice board is resting');
    expect(response.body).toContain(events[0]!.title);
  });

  it('Campus renders its Student Life cards, or their error', async () => {
    const { events } = await apiData<{ events: { title: string }[] }>(t, '/api/student-life/client');
    const page = await t.app.inject({ url: '/campus' });
    expect(page.body).toContain('<title>Campus | S.K.P. Vidya Vihar, Deoghar</title>');
    for (const event of events) expect(page.body).toContain(event.title);
    const failed = await t.app.inject({ url: '/campus', headers: { 'x-test-faults': 'studentLife=500' } });
    expect(failed.body).toContain('Failed to load student life events');
  });

  it('a forged Host header never reaches canonical or share links, nor the page kept for others', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const forged = await t.app.inject({ url: '/', headers: evil });
    expect(forged.body).toContain('<link rel="canonical" href="http://localhost:3000/" />');
    expect(forged.body).not.toContain('evil.example');
    expect((await t.app.inject({ url: '/' })).body).not.toContain('evil.example');
  });

  it('an unknown path is the 404 page with noindex', async () => {
    const response = await t.app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('without SKP_TEST_FAULTS (every real server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: renderer, env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores the x-test-faults header', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'x-test-faults': 'notices=500:Boom' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Failed to load');
    expect(response.body).not.toContain('Boom');
  });

  it('keeps a rendered page until a write changes the content', async () => {
    const before = await t.app.inject({ url: '/' });
    const cached = await t.app.inject({ url: '/' });
    expect(cached.headers.etag).toBe(before.headers.etag);
    const cookie = await sessionFor(t, 'editor');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notices',
      headers: { cookie },
      payload: {
        title: 'Sports day moves to Friday',
        description: 'New date.',
        type: 'General',
        date: '2025-02-20',
        order: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await t.app.inject({ url: '/' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const { notices } = await apiData<{ notices: { title: string }[] }>(
      t,
      '/api/notices?limit=5&sortBy=order&sortOrder=asc',
    );
    for (const notice of notices) expect(after.body).toContain(notice.title);
  });
});

describe('a server-rendered page is answered once', () => {
  it('sends no second reply after the page (no "Reply was already sent" warning)', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      siteRenderer: renderer,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      for (const url of ['/', '/contact', '/no-such-page']) {
        const response = await t.app.inject({ url });
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      }
      expect(lines.filter((line) => line.includes('already sent'))).toEqual([]);
      expect(lines.length).toBeLessThan(5);
    } finally {
      await t.close();
    }
  });
});

describe('a server-rendered page is sent compressed', () => {
  it('answers brotli or gzip as the browser accepts, the same page as the plain bytes', async () => {
    const t = await createTestApp({ siteRenderer: renderer });
    try {
      const plain = await t.app.inject({ url: '/' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    } finally {
      await t.close();
    }
  });
});

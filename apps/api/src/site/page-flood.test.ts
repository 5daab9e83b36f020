import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';
import { cachedPage, createPageCache } from './page-cache';

// One address cannot slow the site: unknown addresses cost no render, the page
// cache drops its least used pages instead of emptying, and renders are limited per address.
describe('a flood of addresses from one client', () => {
  let t: TestApp;
  let renders: string[] = [];
  beforeAll(async () => {
    const renderer = await siteRendererFromSource();
    const counting = {
      ...renderer,
      render(request: Parameters<typeof renderer.render>[0]) {
        renders.push(`${request.frame.locale} ${request.page}`);
        return renderer.render(request);
      },
    };
    // Production mode keeps pages as the school's server does; 2 renders a second (a burst of 12).
    t = await createTestApp({
      siteRenderer: counting,
      env: { NODE_ENV: 'production', PAGE_RENDERS_PER_SECOND: '2' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, remoteAddress = '203.0.113.10') =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-encoding': 'br' } });

  it('renders the 404 page once per edition, however many unknown addresses are asked for', async () => {
    // Pages are kept once the content version is known to be current (on PostgreSQL, once LISTEN is
    // up and the next scheduled change looked up); before that every page is rendered afresh.
    const deadline = Date.now() + 10_000;
    const { contentVersion } = t.app;
    while (!(contentVersion.reliable && contentVersion.nextChangeAt > Date.now()) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    renders = [];
    const first = await get('/no-such-page-0');
    expect(first.statusCode).toBe(404);
    for (let i = 1; i < 60; i++) {
      // An unknown event is looked up (its address may name one), then answered with the same 404.
      const response =
        i % 2 ? await get(`/no-such-page-${i}`) : await get(`/events/no-such-event-${i}`, `192.0.2.${i}`);
      expect(response.statusCode).toBe(404);
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    for (let i = 0; i < 20; i++) expect((await get(`/hi/nothing-here-${i}`)).statusCode).toBe(404);
    expect(renders).toEqual(['en notFound', 'hi notFound']);
  });

  it('limits renders per address with 429 and Retry-After; kept pages and other addresses are served', async () => {
    expect((await get('/about', '198.51.100.20')).statusCode).toBe(200);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    const started = Date.now();
    for (let i = 0; i < 40; i++) {
      const response = await get(`/notices?search=term${i}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = response.headers['retry-after'] as string;
    }
    // A burst of 12 (six seconds' worth), then 2 a second for as long as the loop took.
    const earned = Math.ceil((2 * (Date.now() - started)) / 1000);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(12 + earned);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(28 - earned);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // The same address still gets a page that is kept, and an unknown address's 404.
    expect((await get('/about')).statusCode).toBe(200);
    expect((await get('/still-unknown')).statusCode).toBe(404);
    // Another address renders as usual.
    expect((await get('/notices?search=uniform', '198.51.100.21')).statusCode).toBe(200);
  });
});

describe('the page cache past its byte budget', () => {
  it('drops the least recently used pages, not every page', async () => {
    const page = await cachedPage(200, `<p>${'x'.repeat(4000)}</p>`);
    const cache = createPageCache({ maxAgeMs: 60_000, maxBytes: 20 * 4000 });
    let rendered = 0;
    const render = async () => {
      rendered++;
      return page;
    };
    await cache.get('about', '1', render);
    for (let i = 0; i < 200; i++) {
      await cache.get(`flood-${i}`, '1', render);
      await cache.get('about', '1', render); // a page parents keep reading
    }
    expect(rendered).toBe(201);
    expect(cache.has('about', '1')).toBe(true);
    expect(cache.has('flood-0', '1')).toBe(false);
    expect(cache.bytes).toBeLessThanOrEqual(20 * 4000);
  });
});

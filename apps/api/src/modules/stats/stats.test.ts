import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolToday, type VisitStats } from '@skp/shared';
import { buildApp, type App } from '../../app';
import { visitCounts, visitUniques } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import { siteRendererFromSource } from '../../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { SiteRenderer } from '../../site/site-renderer';
import { createStatsRepository } from './stats.repository';
import { deviceOf, sourceOf } from './visit-tally';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let renderer: SiteRenderer;
let t: TestApp;
let editor: string;
const extraApps: App[] = [];

beforeAll(async () => {
  renderer = await siteRendererFromSource();
  t = await createTestApp({ siteRenderer: renderer });
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  for (const app of extraApps) await app.close().catch(() => undefined);
  await t.close();
});

/** Another server on the same database, as a second instance or a restart would be. */
async function anotherApp(): Promise<App> {
  const app = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    siteRenderer: renderer,
  });
  await app.ready();
  extraApps.push(app);
  return app;
}

type Counted = { measure: string; key: string; locale: string; count: number };
async function counted(): Promise<Counted[]> {
  const rows = await t.database.db.select().from(visitCounts);
  return rows.map(({ measure, key, locale, count }) => ({ measure, key, locale, count }));
}
const countOf = (rows: Counted[], measure: string, key: string, locale = '') =>
  rows
    .filter((r) => r.measure === measure && r.key === key && (measure !== 'page' || r.locale === locale))
    .reduce((n, r) => n + r.count, 0);

async function figures(app: App = t.app): Promise<VisitStats> {
  const response = await app.inject({ url: '/api/admin/stats', headers: { cookie: editor } });
  expect(response.statusCode).toBe(200);
  return response.json().data.stats as VisitStats;
}

describe('counting what the site answers', () => {
  it('counts pages per canonical path and edition, files, sources and devices from real HTTP requests; crawlers, prefetches, HEAD and staff do not count', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const own = new URL(address);
    // node:http, not fetch: a browser's fetch may not set Referer, and this is what a browser sends.
    const send = (method: string, path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: { get(name: string): string | null } }>((resolve, reject) => {
        const outgoing = httpRequest(
          new URL(path, address),
          { method, headers: { 'user-agent': PHONE, ...headers } },
          (incoming) => {
            incoming.resume();
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 0,
                headers: {
                  get: (name: string) => (incoming.headers[name.toLowerCase()] as string | undefined) ?? null,
                },
              }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });
    const get = (path: string, headers: Record<string, string> = {}) => send('GET', path, headers);
    const notices = (await t.app.inject({ url: '/api/notices?limit=100' })).json().data.notices as {
      slug: string;
      pdfFile: string | null;
    }[];
    const notice = notices.find((n) => n.pdfFile)!;
    // /api/<files>/<id>/download
    const withPdf = { ...notice, _id: notice.pdfFile!.split('/')[3]! };
    const disclosures = (await t.app.inject({ url: '/api/mandatory-disclosures' })).json().data
      .mandatoryDisclosures as { downloadUrl: string | null }[];
    const document = disclosures.find((d) => d.downloadUrl)!;
    const disclosure = { ...document, _id: document.downloadUrl!.split('/')[3]! };
    await t.app.services.stats.flush();
    const before = await counted();

    expect((await get('/')).status).toBe(200);
    expect(
      (await get('/hi/about', { 'user-agent': DESKTOP, referer: 'https://www.google.co.in/' })).status,
    ).toBe(200);
    expect(
      (
        await get('/about?utm_source=x', {
          'user-agent': TABLET,
          referer: 'https://l.facebook.com/l.php?u=x',
        })
      ).status,
    ).toBe(200);
    // Reading on from a page of the site: a view, not a source.
    const first = await get(`/notices/${withPdf.slug}`, { referer: `${own.origin}/notices` });
    expect(first.status).toBe(200);
    const again = await get(`/notices/${withPdf.slug}`, { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect((await get('/no-such-page', { referer: 'android-app://com.whatsapp/' })).status).toBe(404);
    expect((await get('/hi/nor-this-one')).status).toBe(404);
    expect((await get(withPdf.pdfFile!)).status).toBe(200);
    expect((await get(disclosure.downloadUrl!)).status).toBe(200);
    // Not counted: a crawler, a browser's prefetch (both headers), a HEAD, staff signed in.
    expect((await get('/', { 'user-agent': GOOGLEBOT })).status).toBe(200);
    expect((await get('/about', { 'sec-purpose': 'prefetch' })).status).toBe(200);
    expect((await get('/about', { purpose: 'prefetch' })).status).toBe(200);
    expect((await send('HEAD', '/about')).status).toBe(200);
    expect((await get('/contact', { cookie: editor })).status).toBe(200);
    expect((await get(withPdf.pdfFile!, { 'user-agent': GOOGLEBOT })).status).toBe(200);

    await t.app.services.stats.flush();
    const after = await counted();
    const added = (measure: string, key: string, locale = '') =>
      countOf(after, measure, key, locale) - countOf(before, measure, key, locale);
    expect(added('page', '/', 'en')).toBe(1);
    expect(added('page', '/about', 'hi')).toBe(1);
    expect(added('page', '/about', 'en')).toBe(1);
    expect(added('page', `/notices/${withPdf.slug}`, 'en')).toBe(2);
    expect(added('page', 'not-found', 'en')).toBe(1);
    expect(added('page', 'not-found', 'hi')).toBe(1);
    expect(added('page', '/contact', 'en')).toBe(0);
    expect(added('download', `notices/${withPdf._id}`)).toBe(1);
    expect(added('download', `mandatory-disclosures/${disclosure._id}`)).toBe(1);
    expect(added('source', 'google')).toBe(1);
    expect(added('source', 'facebook')).toBe(1);
    expect(added('source', 'whatsapp')).toBe(1);
    // '/', the 304 and the Hindi 404 came with no referrer; the first notice view came from the site.
    expect(added('source', 'direct')).toBe(3);
    expect(added('device', 'phone')).toBe(5);
    expect(added('device', 'tablet')).toBe(1);
    expect(added('device', 'desktop')).toBe(1);
    // Only keys of the site's own pages and files: no query string, no address, no user agent.
    for (const row of after) {
      expect(row.key).not.toContain('?');
      expect(row.key).not.toContain('no-such-page');
      expect(row.key).not.toContain('127.0.0.1');
      expect(row.key).not.toMatch(/Mozilla|Googlebot/);
    }
    const stats = await figures();
    const today = stats.days.at(-1)!;
    expect(today.start).toBe(schoolToday());
    // Three browsers (phone, tablet, desktop) from one address: three visitors.
    expect(today.visitors).toBe(3);
    expect(stats.topNotices[0]).toMatchObject({ key: `/notices/${withPdf.slug}`, views: 2 });
    expect(stats.topPages.map((page) => page.key)).toEqual(expect.arrayContaining(['/', '/about']));
    expect(stats.topPages.find((page) => page.key === '/about')).toMatchObject({
      title: 'About Us',
      views: 2,
    });
    expect(stats.editions.hi).toBeGreaterThanOrEqual(1);
    expect(stats.documentDownloads.map((d) => d.key)).toContain(`mandatory-disclosures/${disclosure._id}`);
    // What is stored per visitor: a day's registers, nothing else.
    const sketches = await t.database.db.select().from(visitUniques);
    expect(Object.keys(sketches[0]!).sort()).toEqual(['period', 'registers', 'start']);
    expect(sketches[0]!.registers).toHaveLength(4096);
  });

  it('two servers on one database add up, and a restarted server adds on (its counts are written when it stops)', async () => {
    const key = '/academics';
    const before = countOf(await counted(), 'page', key, 'en');
    const second = await anotherApp();
    const view = (app: App) => app.inject({ url: key, headers: { 'user-agent': DESKTOP } });
    await view(t.app);
    await view(second);
    await view(second);
    await t.app.services.stats.flush();
    await second.services.stats.flush();
    expect(countOf(await counted(), 'page', key, 'en') - before).toBe(3);
    // Counted, then stopped before its minute was up: written at close.
    await view(second);
    await second.close();
    expect(countOf(await counted(), 'page', key, 'en') - before).toBe(4);
    const restarted = await anotherApp();
    await view(restarted);
    await restarted.services.stats.flush();
    expect(countOf(await counted(), 'page', key, 'en') - before).toBe(5);
    // The sketches merged: today's phone, tablet and desktop of the first server, and the desktop
    // again as the second and the restarted server saw it (each server hashes with its own day's
    // salt, so it counts again: the documented overestimate), 5 at most, never per request (8).
    const stats = await figures(restarted);
    expect(stats.days.at(-1)!.visitors).toBeGreaterThanOrEqual(4);
    expect(stats.days.at(-1)!.visitors).toBeLessThanOrEqual(5);
  });

  it('tells the office the reach of the last ten notices: views and PDF downloads on the day of publishing', async () => {
    const stats = await figures();
    expect(stats.noticeReach.length).toBeGreaterThan(0);
    expect(stats.noticeReach.length).toBeLessThanOrEqual(10);
    for (const notice of stats.noticeReach) {
      expect(notice.viewsDay7).toBeGreaterThanOrEqual(notice.viewsDay1);
      expect(notice.pdfDay7).toBeGreaterThanOrEqual(notice.pdfDay1);
    }
    expect(stats.days).toHaveLength(30);
    expect(stats.weeks).toHaveLength(53);
    expect(stats.sources.map((s) => s.source)).toEqual(['whatsapp', 'google', 'facebook', 'other', 'direct']);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ url: '/api/admin/stats' })).statusCode).toBe(401);
  });
});

describe('retention', () => {
  it('keeps daily figures two years, then adds them into months (counts summed, visitor sketches merged)', async () => {
    const repository = createStatsRepository(t.database.db);
    const registers = (value: number) => Array.from({ length: 4096 }, (_, i) => (i % 2 === 0 ? value : 0));
    await repository.add(
      [
        { start: '2023-03-01', measure: 'page', key: '/fees-old', locale: 'en', count: 4 },
        { start: '2023-03-20', measure: 'page', key: '/fees-old', locale: 'en', count: 6 },
        { start: '2025-03-20', measure: 'page', key: '/fees-old', locale: 'en', count: 1 },
      ],
      [
        { start: '2023-03-01', registers: registers(1) },
        { start: '2023-03-20', registers: registers(3) },
      ],
    );
    // On 27 March 2025 (India), days before 27 March 2023 go.
    await t.app.housekeeping.runOnce(new Date('2025-03-27T06:00:00Z'));
    const rows = (await repository.periods()).filter((row) => row.key === '/fees-old');
    expect(rows).toEqual([
      { period: 'day', start: '2025-03-20', measure: 'page', key: '/fees-old', count: 1 },
      { period: 'month', start: '2023-03-01', measure: 'page', key: '/fees-old', count: 10 },
    ]);
    const months = (await t.database.db.select().from(visitUniques)).filter((row) => row.period === 'month');
    expect(months).toHaveLength(1);
    expect(months[0]!.registers.slice(0, 4)).toEqual([3, 0, 3, 0]);
    const days = (await t.database.db.select().from(visitUniques)).filter((row) => row.start < '2023-04-01');
    expect(days.every((row) => row.period === 'month')).toBe(true);
  });
});

describe('sources and devices', () => {
  it('buckets a referrer by its host: WhatsApp, Google, Facebook, other, direct, and the site itself as none', () => {
    expect(sourceOf(undefined, ['school.test'])).toBe('direct');
    expect(sourceOf('https://web.whatsapp.com/', ['school.test'])).toBe('whatsapp');
    expect(sourceOf('android-app://com.whatsapp/', ['school.test'])).toBe('whatsapp');
    expect(sourceOf('https://www.google.co.in/', ['school.test'])).toBe('google');
    expect(sourceOf('https://m.facebook.com/story', ['school.test'])).toBe('facebook');
    expect(sourceOf('https://duckduckgo.com/', ['school.test'])).toBe('other');
    expect(sourceOf('https://school.test/notices', ['school.test'])).toBeNull();
    expect(sourceOf('not a url', ['school.test'])).toBe('other');
  });

  it('tells phones, tablets and desktops apart by the user agent', () => {
    expect(deviceOf(PHONE)).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148')).toBe('phone');
    expect(deviceOf(TABLET)).toBe('tablet');
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'),
    ).toBe('tablet');
    expect(deviceOf(DESKTOP)).toBe('desktop');
  });
});

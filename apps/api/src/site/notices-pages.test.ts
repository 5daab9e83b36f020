import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentLabel, noticeShareText, whatsappShareUrl, type Notice } from '@skp/shared';
import { sessionFor } from '../test/auth-helpers';
import { htmlText, jsonLd, meta } from '../test/html-helpers';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let origin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp({ siteRenderer: await siteRendererFromSource(), env: { SKP_TEST_FAULTS: '1' } });
  origin = t.app.config.publicUrl;
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

async function newest(): Promise<Notice[]> {
  return (await t.app.inject({ url: '/api/notices?limit=100&sortBy=date&sortOrder=desc' })).json().data
    .notices;
}
async function cardFiles(): Promise<string[]> {
  return readdir(join(t.config.uploadsDir, 'share-cards')).catch(() => []);
}
function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { cookie: editor }, payload });
}

const cardSlugs = (html: string) =>
  [...html.matchAll(/data-testid="notice-card" data-slug="([^"]+)"/g)].map((m) => m[1]!);

describe('/notices', () => {
  it('lists the published notices newest first, each linking to its page with its WhatsApp link', async () => {
    const response = await t.app.inject({ url: '/notices' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Notices | S.K.P. Vidya Vihar, Deoghar</title>');
    expect(html).toContain(`<link rel="canonical" href="${origin}/notices" />`);
    expect(html).toContain('<h1');
    const form = /<form [^>]*role="search"[^>]*>/.exec(html)![0];
    expect(form).toContain('action="/notices"');
    expect(form).toContain('method="get"');
    expect(html).toMatch(/<input id="notices-search" type="search"[^>]*name="search"/);
    expect(html).toContain('href="/notices.rss"');
    const notices = await newest();
    expect(cardSlugs(html)).toEqual(notices.slice(0, 10).map((n) => n.slug));
    const first = notices[0]!;
    expect(html).toContain(`href="/notices/${first.slug}"`);
    const url = `${origin}/notices/${first.slug}`;
    expect(html).toContain(`href="${htmlText(whatsappShareUrl(noticeShareText(first, url)))}"`);
  });

  it('searches without JavaScript (?search=) and pages (?page=)', async () => {
    for (let i = 1; i <= 3; i++) {
      expect(
        (await send('POST', '/api/admin/notices', { title: `Library circular ${i}`, date: '2020-01-0' + i }))
          .statusCode,
      ).toBe(201);
    }
    const found = await t.app.inject({ url: '/notices?search=library+circular' });
    expect(cardSlugs(found.body)).toEqual(['library-circular-3', 'library-circular-2', 'library-circular-1']);
    expect(found.body).toContain('value="library circular"');
    const none = await t.app.inject({ url: '/notices?search=zzzz-nothing' });
    expect(none.body).toContain('No notices match your search.');
    const total = (await newest()).length;
    expect(total).toBeGreaterThan(10);
    const second = await t.app.inject({ url: '/notices?page=2' });
    expect(second.body).toContain(`Page 2 of ${Math.ceil(total / 10)}`);
    expect(second.body).toContain('href="/notices" rel="prev"');
    expect(cardSlugs(second.body)[0]).toBe((await newest())[10]!.slug);
  });

  it('a failed load shows its error with Retry', async () => {
    const response = await t.app.inject({ url: '/notices', headers: { 'x-test-faults': 'notices=500' } });
    expect(response.body).toContain('Failed to load notices');
    expect(response.body).toContain('Retry');
  });

  it("Home's notice cards link to the notice pages, and the column to every notice", async () => {
    const html = (await t.app.inject({ url: '/' })).body;
    const home = (await t.app.inject({ url: '/api/notices?limit=5&sortBy=order&sortOrder=asc' })).json().data
      .notices as Notice[];
    for (const notice of home) expect(html).toContain(`<a href="/notices/${notice.slug}">`);
    expect(html).toContain('<a href="/notices">All notices</a>');
    expect(html).toContain('<a href="/events">All events</a>');
  });

  it('every public page links the feed with <link rel="alternate">', async () => {
    for (const path of ['/', '/about', '/notices', '/hi', '/events']) {
      const html = (await t.app.inject({ url: path })).body;
      expect(html, path).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Notices - S.K.P. Vidya Vihar, Deoghar" href="/notices.rss" />',
      );
    }
  });
});

describe('/notices/<slug>', () => {
  it('shows the notice as HTML first, then its attachment with type and size, with its own head and JSON-LD NewsArticle', async () => {
    const notice = (await newest()).find((n) => n.title === 'Half-Yearly Examination Schedule')!;
    expect(notice.pdfFile).not.toBeNull();
    const response = await t.app.inject({ url: `/notices/${notice.slug}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${htmlText(notice.title)} | S.K.P. Vidya Vihar, Deoghar</title>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/notices/${notice.slug}" />`);
    expect(meta(html, 'og:url')).toBe(`${origin}/notices/${notice.slug}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe(`${htmlText(notice.title)} | S.K.P. Vidya Vihar, Deoghar`);
    const card = meta(html, 'og:image')!;
    expect(card).toMatch(new RegExp(`^${origin}/uploads/share-cards/[A-Za-z0-9_-]{22}\\.png$`));
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'description')).toBe(htmlText(notice.description));
    expect(html).toContain('<li>Report to the examination hall by <strong>8:30 AM</strong>.</li>');
    const pdf = await t.app.inject({ url: notice.pdfFile! });
    expect(pdf.statusCode).toBe(200);
    const label = attachmentLabel(pdf.rawPayload.length);
    expect(label).toMatch(/^PDF, \d+ KB$/);
    expect(html).toContain(`Download the attachment (${label})`);
    expect(html).toContain(`href="${notice.pdfFile}"`);
    expect(html.indexOf('data-testid="notice-body"')).toBeLessThan(
      html.indexOf('data-testid="notice-attachment"'),
    );
    const url = `${origin}/notices/${notice.slug}`;
    expect(html).toContain(`href="${htmlText(whatsappShareUrl(noticeShareText(notice, url)))}"`);
    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: notice.title,
      url,
      publisher: { name: 'S.K.P. Vidya Vihar' },
      image: [card],
    });
    expect(ld!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  });

  it("a notice's picture is its share picture; a notice without a body shows its description", async () => {
    const created = await send('POST', '/api/admin/notices', {
      title: 'Annual Day Photographs',
      description: 'Photographs of the Annual Day are at the office.',
      date: '2026-01-10',
      imageUrl: 'https://example.org/annual-day.jpg',
    });
    expect(created.statusCode).toBe(201);
    const html = (await t.app.inject({ url: '/notices/annual-day-photographs' })).body;
    expect(meta(html, 'og:image')).toBe('https://example.org/annual-day.jpg');
    expect(jsonLd(html)[0]!.image).toEqual(['https://example.org/annual-day.jpg']);
    expect(html).toContain('Photographs of the Annual Day are at the office.</p>');
    expect(html).not.toContain('data-testid="notice-attachment"');
  });

  it('a former slug answers 301 to the page now, in either edition', async () => {
    const created = (
      await send('POST', '/api/admin/notices', { title: 'Science Week', date: '2026-02-02' })
    ).json().data.item;
    const renamed = await send('PUT', `/api/admin/notices/${created._id}`, {
      title: 'Science Week',
      date: '2026-02-02',
      slug: 'science-week-2026',
    });
    expect(renamed.statusCode).toBe(200);
    const moved = await t.app.inject({ url: '/notices/science-week' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/notices/science-week-2026');
    const movedHindi = await t.app.inject({ url: '/hi/notices/science-week' });
    expect(movedHindi.statusCode).toBe(301);
    expect(movedHindi.headers.location).toBe('/hi/notices/science-week-2026');
    expect((await t.app.inject({ url: '/notices/science-week-2026' })).statusCode).toBe(200);
  });

  it('an unknown or unpublished slug is the 404 page', async () => {
    expect((await t.app.inject({ url: '/notices/no-such-notice' })).statusCode).toBe(404);
    await send('POST', '/api/admin/notices', {
      title: 'Staff draft',
      date: '2026-02-02',
      publication: 'draft',
    });
    const draft = await t.app.inject({ url: '/notices/staff-draft' });
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toContain('<meta name="robots" content="noindex"');
  });

  it('every notice page the sitemap lists answers 200, in both editions', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const pages = [...sitemap.matchAll(/<loc>[^<]*?((?:\/hi)?\/notices\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    const published = await newest();
    expect(pages.length).toBe(published.length * 2);
    for (const path of pages) expect((await t.app.inject({ url: path })).statusCode, path).toBe(200);
  });
});

describe('generated share cards', () => {
  it('a notice without a picture gets its card at publish time, served as a long-cached PNG', async () => {
    const before = await cardFiles();
    const created = await send('POST', '/api/admin/notices', {
      title: 'Winter Break Dates',
      date: '2026-12-20',
    });
    expect(created.statusCode).toBe(201);
    const drawn = (await cardFiles()).filter((file) => !before.includes(file));
    expect(drawn).toHaveLength(1);
    const html = (await t.app.inject({ url: '/notices/winter-break-dates' })).body;
    const card = new URL(meta(html, 'og:image')!);
    expect(card.pathname).toBe(`/uploads/share-cards/${drawn[0]}`);
    expect(meta(html, 'twitter:image')).toBe(card.href);
    const png = await t.app.inject({ url: card.pathname });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const info = await sharp(png.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
  });

  it('an edited title gets a new card at a new address; the Hindi page has its own', async () => {
    const created = (
      await send('POST', '/api/admin/notices', { title: 'Sports Kit Reminder', date: '2026-12-21' })
    ).json().data.item;
    const first = meta((await t.app.inject({ url: '/notices/sports-kit-reminder' })).body, 'og:image');
    const updated = await send('PUT', `/api/admin/notices/${created._id}`, {
      title: 'Sports Kit Reminder for Class 6',
      date: '2026-12-21',
    });
    expect(updated.statusCode).toBe(200);
    const second = meta((await t.app.inject({ url: '/notices/sports-kit-reminder' })).body, 'og:image');
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: new URL(second!).pathname })).statusCode).toBe(200);
    const hindi = meta((await t.app.inject({ url: '/hi/notices/sports-kit-reminder' })).body, 'og:image');
    expect(hindi).toMatch(/\/uploads\/share-cards\/[A-Za-z0-9_-]{22}\.png$/);
    expect(hindi).not.toBe(second);
    expect((await t.app.inject({ url: new URL(hindi!).pathname })).statusCode).toBe(200);
  });

  it('a card missing from storage (a fresh server) is drawn again when the page is shown', async () => {
    await send('POST', '/api/admin/notices', { title: 'Library Hours Change', date: '2026-12-22' });
    const html = (await t.app.inject({ url: '/notices/library-hours-change' })).body;
    const path = new URL(meta(html, 'og:image')!).pathname;
    await rm(join(t.config.uploadsDir, path.slice('/uploads/'.length)));
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    await t.app.inject({ url: '/notices/library-hours-change' });
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
  });
});

describe('the Hindi edition', () => {
  it('/hi/notices and /hi/notices/<slug> speak Hindi; staff\'s Hindi text shows, English content is marked lang="en"', async () => {
    const index = (await t.app.inject({ url: '/hi/notices' })).body;
    expect(index).toContain('<html lang="hi"');
    expect(index).toContain('<title>सूचनाएँ | ');
    expect(index).toContain(`<link rel="canonical" href="${origin}/hi/notices" />`);
    expect(index).toContain(`hreflang="en" href="${origin}/notices"`);
    expect(index).toContain('action="/hi/notices"');
    const meeting = (await newest()).find((n) => n.title === 'Parent-Teacher Meeting')!;
    expect(index).toContain(`href="/hi/notices/${meeting.slug}"`);
    const page = (await t.app.inject({ url: `/hi/notices/${meeting.slug}` })).body;
    expect(page).toContain('<html lang="hi"');
    expect(page).toContain(`<link rel="canonical" href="${origin}/hi/notices/${meeting.slug}" />`);
    expect(page).toContain(`hreflang="en" href="${origin}/notices/${meeting.slug}"`);
    expect(page).toContain('<h1 class="');
    expect(page).toContain('>अभिभावक-शिक्षक बैठक</h1>');
    expect(page).toMatch(/data-testid="notice-body"><p>सभी कक्षाओं की अभिभावक-शिक्षक बैठक/);
    expect(page).toContain('<h2>साथ क्या लाएँ</h2>');
    expect(page).toContain('सभी सूचनाएँ');
    // Its title ends in the school's Hindi name; its NewsArticle names the Hindi page.
    expect(page).toContain('<title>अभिभावक-शिक्षक बैठक | एस.के.पी. विद्या विहार, देवघर</title>');
    const [article] = jsonLd(page);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'अभिभावक-शिक्षक बैठक',
      url: `${origin}/hi/notices/${meeting.slug}`,
      mainEntityOfPage: `${origin}/hi/notices/${meeting.slug}`,
    });
    // No Hindi text written for this one: the English shows, marked so.
    const exams = (await newest()).find((n) => n.title === 'Half-Yearly Examination Schedule')!;
    const english = (await t.app.inject({ url: `/hi/notices/${exams.slug}` })).body;
    expect(english).toMatch(/data-testid="notice-body" lang="en"><p>The half-yearly examinations/);
  });

  it('a Hindi page text is held to the same allow-list: a script is a 400 naming it, nothing written; formatting kept', async () => {
    const admin = await sessionFor(t, 'admin');
    const exams = (await newest()).find((n) => n.title === 'Half-Yearly Examination Schedule')!;
    const put = (values: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/translations/notices/${exams._id}/hi`,
        headers: { cookie: admin },
        payload: { values },
      });
    const refused = await put({ body: '<p>परीक्षा</p><script>alert(1)</script>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 'error',
      message: "Invalid field 'body': may not contain a <script> element",
      fieldErrors: { body: ['may not contain a <script> element'] },
    });
    expect((await t.app.inject({ url: `/hi/notices/${exams.slug}` })).body).toMatch(
      /data-testid="notice-body" lang="en">/,
    );
    const saved = await put({
      body: '<h2 style="color:red">परीक्षा के दिन</h2><p>प्रवेश-पत्र <strong>साथ लाएँ</strong>।</p>',
    });
    expect(saved.statusCode).toBe(200);
    const page = (await t.app.inject({ url: `/hi/notices/${exams.slug}` })).body;
    expect(page).toContain(
      'data-testid="notice-body"><h2>परीक्षा के दिन</h2><p>प्रवेश-पत्र <strong>साथ लाएँ</strong>।</p>',
    );
  });
});

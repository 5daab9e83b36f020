import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugHistory } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
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

function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { cookie: editor }, payload });
}
async function create(payload: object) {
  const response = await send('POST', '/api/admin/notices', { date: '2025-03-01', ...payload });
  expect(response.statusCode).toBe(201);
  return response.json().data.item;
}
async function adminNotice(id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/notices/${id}`,
    headers: { cookie: editor },
  });
  return response.json().data.item;
}

describe('notice slugs', () => {
  it('makes the slug from the title, and a repeated title gets -2, -3', async () => {
    const first = await create({ title: 'Sports Day Rehearsal' });
    const second = await create({ title: 'Sports Day: Rehearsal' });
    const third = await create({ title: 'sports day rehearsal' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'sports-day-rehearsal',
      'sports-day-rehearsal-2',
      'sports-day-rehearsal-3',
    ]);
  });

  it('transliterates a Hindi title', async () => {
    const notice = await create({ title: 'विद्यालय कल बंद रहेगा' });
    expect(notice.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+){3}$/);
  });

  it('keeps the slug when the title is edited; a new slug keeps the old one as a redirect', async () => {
    const notice = await create({ title: 'Library Week' });
    const retitled = await send('PUT', `/api/admin/notices/${notice._id}`, {
      ...notice,
      slug: '',
      title: 'Library Week 2025',
    });
    expect(retitled.statusCode).toBe(200);
    expect(retitled.json().data.item.slug).toBe('library-week');

    const moved = await send('PUT', `/api/admin/notices/${notice._id}`, {
      ...notice,
      slug: 'library-week-2025',
    });
    expect(moved.statusCode).toBe(200);
    expect(await t.app.services.notices.movedTo('library-week')).toBe('library-week-2025');
    expect(await t.app.services.notices.findBySlug('library-week-2025')).toMatchObject({
      notice: { title: 'Library Week' },
    });

    // A new notice titled like the old address does not take it: old links still lead to the moved notice.
    const newcomer = await create({ title: 'Library Week' });
    expect(newcomer.slug).toBe('library-week-2');

    // Going back to the first slug makes it current again, and the second one becomes the redirect.
    const back = await send('PUT', `/api/admin/notices/${notice._id}`, { ...notice, slug: 'library-week' });
    expect(back.json().data.item.slug).toBe('library-week');
    expect(await t.app.services.notices.movedTo('library-week-2025')).toBe('library-week');
  });

  it('refuses a slug another notice has or had, and a malformed slug, changing nothing', async () => {
    const taken = await create({ title: 'Science Fair' });
    const other = await create({ title: 'Maths Olympiad' });
    const clash = await send('PUT', `/api/admin/notices/${other._id}`, { ...other, slug: taken.slug });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({
      status: 'error',
      code: 'VALIDATION_ERROR',
      message:
        "Invalid field 'slug': 'science-fair' is already the address of another notice; choose another slug",
      fieldErrors: { slug: [expect.stringContaining('science-fair')] },
    });
    expect((await adminNotice(other._id)).slug).toBe('maths-olympiad');

    const onCreate = await send('POST', '/api/admin/notices', {
      title: 'Another fair',
      date: '2025-03-01',
      slug: 'science-fair',
    });
    expect(onCreate.statusCode).toBe(400);

    for (const bad of ['Science Fair', 'science--fair', '-fair', 'x'.repeat(81), 'मेला']) {
      const response = await send('PUT', `/api/admin/notices/${other._id}`, { ...other, slug: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message, bad).toContain('slug');
    }
    expect((await adminNotice(other._id)).slug).toBe('maths-olympiad');
    const history = await t.database.db.select().from(slugHistory);
    expect(history.filter((row) => row.entityId === other._id)).toEqual([]);
  });

  it('answers not found for a slug no published notice has or had', async () => {
    expect(await t.app.services.notices.findBySlug('never-was')).toBeUndefined();
    expect(await t.app.services.notices.movedTo('never-was')).toBeUndefined();
    const draft = await create({ title: 'Draft only', publication: 'draft' });
    expect(await t.app.services.notices.findBySlug(draft.slug)).toBeUndefined();
  });
});

describe('notice bodies', () => {
  it('stores a formatted body, cut down to the allow-list', async () => {
    const notice = await create({
      title: 'Fee reminder',
      body: '<h2>Due dates</h2><p style="color:red">Pay by <strong>10 March</strong></p><ul><li>Cash</li></ul>',
    });
    expect(notice.body).toBe(
      '<h2>Due dates</h2><p>Pay by <strong>10 March</strong></p><ul><li>Cash</li></ul>',
    );
    expect(await t.app.services.notices.findBySlug(notice.slug)).toMatchObject({
      notice: { body: notice.body },
    });
  });

  it('refuses a body with script or an event handler with a 400 naming it, writing nothing', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notices?limit=1',
      headers: { cookie: editor },
    });
    const total = before.json().data.pagination.total;
    const script = await send('POST', '/api/admin/notices', {
      title: 'Script notice',
      date: '2025-03-01',
      body: '<p>Hello</p><script>alert(1)</script>',
    });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({
      status: 'error',
      message: "Invalid field 'body': may not contain a <script> element",
      fieldErrors: { body: ['may not contain a <script> element'] },
    });
    const handler = await send('POST', '/api/admin/notices', {
      title: 'Handler notice',
      date: '2025-03-01',
      body: '<p onmouseover="steal()">Hello</p>',
    });
    expect(handler.statusCode).toBe(400);
    expect(handler.json().message).toContain('an event-handler attribute (onmouseover)');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notices?limit=1',
      headers: { cookie: editor },
    });
    expect(after.json().data.pagination.total).toBe(total);

    const existing = await create({ title: 'Kept body', body: '<p>Original</p>' });
    const update = await send('PUT', `/api/admin/notices/${existing._id}`, {
      ...existing,
      body: '<img src=x onerror=alert(1)>',
    });
    expect(update.statusCode).toBe(400);
    const reread = await t.app.inject({
      method: 'GET',
      url: `/api/admin/notices/${existing._id}`,
      headers: { cookie: editor },
    });
    expect(reread.json().data.item.body).toBe('<p>Original</p>');
  });
});

describe('GET /notices.rss', () => {
  it('is RSS 2.0 of the published notices, newest first, each linking to its page', async () => {
    const draft = await create({ title: 'Unpublished circular', publication: 'draft' });
    const response = await t.app.inject({ method: 'GET', url: '/notices.rss' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = new XMLParser({ ignoreAttributes: false }).parse(response.body).rss;
    expect(rss['@_version']).toBe('2.0');
    const origin = t.config.publicUrl;
    expect(rss.channel.title).toBe('Notices - S.K.P. Vidya Vihar, Deoghar');
    expect(rss.channel.link).toBe(`${origin}/notices`);

    const api = await t.app.inject({
      method: 'GET',
      url: '/api/notices?limit=30&sortBy=date&sortOrder=desc',
    });
    const expected = api.json().data.notices as {
      title: string;
      slug: string;
      date: string;
      pdfFile: string | null;
    }[];
    const items = rss.channel.item as {
      title: string;
      link: string;
      pubDate: string;
      enclosure?: { '@_url': string; '@_type': string; '@_length': string };
    }[];
    expect(items.map((item) => item.title)).toEqual(expected.map((n) => n.title));
    expect(items.map((item) => item.link)).toEqual(expected.map((n) => `${origin}/notices/${n.slug}`));
    // RFC 822 dates carry whole seconds.
    const seconds = (date: string) => Math.floor(new Date(date).getTime() / 1000);
    expect(items.map((item) => seconds(item.pubDate))).toEqual(expected.map((n) => seconds(n.date)));
    const withPdf = expected.findIndex((n) => n.pdfFile);
    expect(items[withPdf]!.enclosure).toMatchObject({
      '@_url': `${origin}${expected[withPdf]!.pdfFile}`,
      '@_type': 'application/pdf',
    });
    // Each enclosure's length is the PDF's real size in bytes.
    for (const [i, notice] of expected.entries()) {
      if (!notice.pdfFile) continue;
      const pdf = await t.app.inject({ method: 'GET', url: notice.pdfFile });
      expect(pdf.rawPayload.length).toBeGreaterThan(0);
      expect(items[i]!.enclosure!['@_length']).toBe(String(pdf.rawPayload.length));
    }
    expect(items.map((item) => item.title)).not.toContain(draft.title);
  });
});

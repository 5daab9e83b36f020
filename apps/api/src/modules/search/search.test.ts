import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MARK_END, SEARCH_MARK_START, searchQuerySchema, type Locale } from '@skp/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { sessionFor } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
  // The index of the demo content is built (a server builds it when it starts; tests when first asked).
  await t.app.services.search.refresh();
}, 120_000);
afterAll(async () => {
  await t.close();
});

function search(q: string, locale: Locale = 'en', page = 1) {
  return t.app.services.search.search(searchQuerySchema.parse({ q, locale, page }));
}
async function titles(q: string, locale: Locale = 'en'): Promise<string[]> {
  return (await search(q, locale)).results.map((result) => result.title);
}
function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: editor }, ...(payload ? { payload } : {}) });
}
async function newNotice(fields: Record<string, unknown>) {
  const response = await send('POST', '/api/admin/notices', { date: '2024-06-01', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.item as { _id: string; slug: string };
}

describe('freshness: what is saved is found at once, what is taken down is not', () => {
  it('a published notice is found right after its save, by title and body, with the words marked', async () => {
    const notice = await newNotice({
      title: 'Marigold Garden Competition',
      description: 'Every house plants a marigold bed behind the library.',
    });
    // The very next request finds it: nothing is indexed later, so nothing here waits or polls.
    const answer = await search('marigold');
    expect(answer.results[0]).toMatchObject({
      kind: 'notice',
      title: 'Marigold Garden Competition',
      url: `/notices/${notice.slug}`,
      date: '2024-06-01T00:00:00.000Z',
    });
    expect(answer.results[0]!.snippet).toContain(`${SEARCH_MARK_START}marigold${SEARCH_MARK_END}`);
  });

  it('an edit is found under its new words and no longer under the old; unpublished or deleted, it is gone', async () => {
    const notice = await newNotice({ title: 'Pottery Club Starts' });
    expect(await titles('pottery')).toContain('Pottery Club Starts');
    expect(
      (
        await send('PUT', `/api/admin/notices/${notice._id}`, {
          title: 'Ceramics Club Starts',
          date: '2024-06-01',
        })
      ).statusCode,
    ).toBe(200);
    expect(await titles('pottery')).not.toContain('Pottery Club Starts');
    expect(await titles('ceramics')).toEqual(['Ceramics Club Starts']);
    expect(
      (
        await send('PUT', `/api/admin/notices/${notice._id}`, {
          title: 'Ceramics Club Starts',
          date: '2024-06-01',
          publication: 'draft',
        })
      ).statusCode,
    ).toBe(200);
    expect(await titles('ceramics')).toEqual([]);
    expect(
      (
        await send('PUT', `/api/admin/notices/${notice._id}`, {
          title: 'Ceramics Club Starts',
          date: '2024-06-01',
          publication: 'published',
        })
      ).statusCode,
    ).toBe(200);
    expect(await titles('ceramics')).toEqual(['Ceramics Club Starts']);
    expect((await send('DELETE', `/api/admin/notices/${notice._id}`)).statusCode).toBe(200);
    expect(await titles('ceramics')).toEqual([]);
  });

  it('drafts, scheduled and expired notices and events are never found; a scheduled one is found once its time comes', async () => {
    await newNotice({ title: 'Saffron Draft Circular', publication: 'draft' });
    await newNotice({
      title: 'Saffron Scheduled Circular',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await newNotice({
      title: 'Saffron Expired Circular',
      expireAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const event = await send('POST', '/api/admin/events', {
      title: 'Saffron Draft Fair',
      date: '2030-01-01',
      publication: 'draft',
    });
    expect(event.statusCode).toBe(201);
    const publishAt = Date.now() + 4000;
    const soon = await newNotice({
      title: 'Saffron Soon Circular',
      publishAt: new Date(publishAt).toISOString(),
    });
    expect(await titles('saffron')).toEqual([]);
    expect(await titles('saffron', 'hi')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, publishAt - Date.now() + 50));
    expect((await search('saffron')).results.map((r) => r.url)).toEqual([`/notices/${soon.slug}`]);
  });

  it('a second instance on the same database finds what the first saved (the index is in the database)', async () => {
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      await newNotice({ title: 'Hibiscus Walk for Class 3' });
      const answer = await second.services.search.search(searchQuerySchema.parse({ q: 'hibiscus' }));
      expect(answer.results.map((r) => r.title)).toEqual(['Hibiscus Walk for Class 3']);
    } finally {
      await second.close();
    }
  });
});

describe('English as people type it', () => {
  it('stems: fees finds a fee notice, holidays finds the holiday, examinations the examination', async () => {
    expect(await titles('fees')).toContain('Fee Payment Reminder for the Third Quarter');
    expect(await titles('holidays')).toContain('Holiday on Account of Chhath Puja');
    expect((await titles('examinations')).slice(0, 3)).toContain('Half-Yearly Examination Schedule');
  });

  it('ranks a title match first and, among equals, the newest first; ten a page', async () => {
    for (let i = 1; i <= 12; i++)
      await newNotice({ title: `Origami Workshop ${i}`, date: `2023-01-${String(i).padStart(2, '0')}` });
    const first = await search('origami');
    expect(first.pagination).toMatchObject({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.results.map((r) => r.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Origami Workshop ${12 - i}`),
    );
    const second = await search('origami', 'en', 2);
    expect(second.results.map((r) => r.title)).toEqual(['Origami Workshop 2', 'Origami Workshop 1']);
  });

  it('forgives a misspelling: searches the nearest spelling that finds something, and offers it', async () => {
    const answer = await search('examinaton schedle');
    expect(answer.correctedQuery).toBe('examination schedule');
    expect(answer.suggestions[0]).toBe('examination schedule');
    expect(answer.results[0]!.title).toBe('Half-Yearly Examination Schedule');
    const nothing = await search('qqqzzzxx');
    expect(nothing).toMatchObject({ results: [], suggestions: [], correctedQuery: null });
  });

  it('a question with words no document has all of shows those with most of them', async () => {
    const answer = await search('chhath puja hamburger');
    expect(answer.someWords).toBe(true);
    expect(answer.results[0]!.title).toBe('Holiday on Account of Chhath Puja');
  });

  it('ignores stop words and markup in the query', async () => {
    expect((await titles('the <b>holiday</b> for chhath'))[0]).toBe('Holiday on Account of Chhath Puja');
    expect((await search('   ')).results).toEqual([]);
  });
});

describe('Hindi in Devanagari', () => {
  it('finds a translated notice by its Hindi words, on the Hindi edition only, at its /hi address', async () => {
    const answer = await search('छठ पूजा का अवकाश', 'hi');
    expect(answer.results[0]).toMatchObject({ kind: 'notice', title: 'छठ पूजा के अवसर पर अवकाश' });
    expect(answer.results[0]!.url).toMatch(/^\/hi\/notices\//);
    expect(await titles('अवकाश', 'en')).toEqual([]);
  });

  it('a Hindi word finds its longer forms (परीक्षा finds परीक्षाओं) and a misspelling its nearest word', async () => {
    const notice = await newNotice({ title: 'Term Examinations Begin' });
    const saved = await send('PUT', `/api/admin/translations/notices/${notice._id}/hi`, {
      values: { title: 'सत्र परीक्षाओं की शुरुआत' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await titles('परीक्षा', 'hi')).toContain('सत्र परीक्षाओं की शुरुआत');
    const misspelt = await search('अभिभावक-शिक्षक बेठक', 'hi');
    expect(misspelt.results[0]!.title).toBe('अभिभावक-शिक्षक बैठक');
  });

  it('an untranslated item is found on the Hindi edition by its English words too', async () => {
    const answer = await search('uniform', 'hi');
    expect(answer.results.map((r) => r.title)).toContain('Winter Uniform from 15 November');
    expect(answer.results.find((r) => r.title === 'Winter Uniform from 15 November')!.url).toMatch(
      /^\/hi\/notices\//,
    );
  });

  it('Hindi typed in Latin letters finds it (pravesh: प्रवेश)', async () => {
    const answer = await search('pravesh', 'hi');
    expect(answer.results.map((r) => r.title)).toContain('सत्र 2024-25 के लिए प्रवेश शुरू');
  });
});

describe('PDF attachments', () => {
  /** Uploads a PDF as the admin's form does; its storage key (what a notice's pdfFile holds). */
  async function uploadPdf(lines: string[]): Promise<string> {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 700 - i * 20, size: 12 }));
    const body = multipartFile(Buffer.from(await doc.save()), 'circular.pdf', 'application/pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=notices',
      headers: { ...body.headers, cookie: editor },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.upload.key as string;
  }

  it("a notice is found by its PDF's words; a PDF without text (a scan) by the notice's title only", async () => {
    const key = await uploadPdf(['Revised timings for route 7 via Jasidih junction', 'Pickup at 6:45 am']);
    await newNotice({ title: 'Transport Circular', pdfFile: key });
    expect((await titles('jasidih junction'))[0]).toBe('Transport Circular');
    const scan = await uploadPdf([]);
    await newNotice({ title: 'Scanned Tamarind Circular', pdfFile: scan });
    expect(await titles('tamarind')).toEqual(['Scanned Tamarind Circular']);
    const [stored] = await queryRows<{ text: string }>(
      t.app.database.db,
      sql`select text from pdf_texts where file = ${scan}`,
    );
    expect(stored).toEqual({ text: '' });
  });

  it("a seeded policy's PDF text is found (extracted the first time the index meets the file)", async () => {
    const answer = await search('refund policy');
    expect(answer.results[0]).toMatchObject({ kind: 'document', title: 'Fee Payment and Refund Policy' });
    expect(answer.results[0]!.url).toMatch(/^\/uploads\/.*\.pdf$/);
  });
});

describe('photos', () => {
  it("a gallery photo is found by its caption and leads to its category's gallery", async () => {
    const response = await send('POST', '/api/admin/gallery', {
      imageUrl: 'https://example.com/kite.jpg',
      title: 'Kite flying on Makar Sankranti',
      altText: 'Children flying kites on the school ground',
      category: 'Academic and Cultural Events',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = await search('kite');
    expect(answer.results[0]).toMatchObject({
      kind: 'photo',
      url: '/gallery/academic-cultural-events',
      date: null,
    });
  });
});

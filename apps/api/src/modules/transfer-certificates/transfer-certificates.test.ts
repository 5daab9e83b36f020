import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { decodeQR } from 'qr/decode.js';
import sharp from 'sharp';
import writeXlsxFile from 'write-excel-file/node';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TC_LOOKUP_LIMIT, schoolToday } from '@skp/shared';
import { auditLog } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { siteRendererFromSource } from '../../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../../test/test-app';
import { watermarkDate } from './transfer-certificates.service';

let t: TestApp;
let editor: string;
let addressCounter = 0;
/** A new visitor address per look-up group, so the per-address limit is tested only where meant. */
const nextAddress = () => {
  const n = ++addressCounter;
  return `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

beforeAll(async () => {
  t = await createTestApp({ seeded: false, siteRenderer: await siteRendererFromSource() });
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

async function pdfOf(pages: number, label = 'Transfer certificate'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++)
    doc.addPage([595, 842]).drawText(`${label} page ${i + 1}`, { x: 50, y: 700 });
  return Buffer.from(await doc.save());
}

/** A multipart body with any number of files. */
function multipartFiles(parts: { field: string; fileName: string; bytes: Buffer; type?: string }[]) {
  const boundary = `----tc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadScan(bytes: Buffer, fileName: string) {
  const body = multipartFile(bytes, fileName);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/transfer-certificates/scans',
    headers: { ...body.headers, cookie: editor },
    payload: body.payload,
  });
}

let tcCounter = 0;
/** Adds a TC through the admin API (scan upload, then the record) and returns it. */
async function addTc(overrides: Record<string, unknown> = {}, scan?: Buffer) {
  const uploaded = await uploadScan(scan ?? (await pdfOf(1)), 'tc.pdf');
  expect(uploaded.statusCode).toBe(201);
  const { key, fileName } = uploaded.json().data.scan;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/transfer-certificates',
    headers: { cookie: editor },
    payload: {
      tcNumber: `TC/2025/${++tcCounter}`,
      admissionNumber: `A-${tcCounter}`,
      studentName: `Student ${tcCounter}`,
      dateOfBirth: '2010-05-14',
      classLastStudied: 'VIII',
      dateOfLeaving: '2025-03-31',
      dateOfIssue: '2025-04-02',
      scanKey: key,
      scanFileName: fileName,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.item;
}

function lookUp(tc: string, dob: string, address = nextAddress(), locale = '') {
  const query = new URLSearchParams({ tc, dob });
  return t.app.inject({
    method: 'GET',
    url: `${locale}/transfer-certificates?${query}`,
    remoteAddress: address,
  });
}

function copyPathIn(html: string): string | undefined {
  return /href="(\/transfer-certificates\/copy\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
}

/** The decoded content streams of a page, as text. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) return '';
      const filter = stream.dict.get(PDFName.of('Filter'));
      const bytes = Buffer.from(stream.contents);
      return (filter === PDFName.of('FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    })
    .join('\n');
}

/** How often `text` is drawn on each page (pdf-lib writes standard-font text as hex strings). */
async function textCountPerPage(pdf: Buffer, text: string): Promise<number[]> {
  const doc = await PDFDocument.load(pdf);
  const hex = Buffer.from(text, 'latin1').toString('hex').toLowerCase();
  return doc.getPages().map((page) => {
    const content = pageContent(page).toLowerCase();
    return content.split(`<${hex}>`).length - 1 + (content.split(`(${text.toLowerCase()})`).length - 1);
  });
}

describe('the register (admin)', () => {
  it('adds a TC with a PDF scan kept outside the public uploads; the scan is for staff only', async () => {
    const item = await addTc({ tcNumber: ' tc/2025/ab 7 ' }, await pdfOf(2));
    expect(item.tcNumber).toBe('TC/2025/AB 7');
    expect(item.scan).toMatchObject({ pages: 2 });
    expect(item.scanKey).toMatch(/^tc-scans\/[0-9a-f-]{36}\.pdf$/);
    expect(item.verifyPath).toMatch(/^\/transfer-certificates\/v\/[A-Za-z0-9_-]{24}$/);
    // Stored under DATA_DIR/private (the bucket's private/), never under DATA_DIR/uploads (uploads/).
    expect(await t.app.privateStorage.exists(item.scanKey)).toBe(true);
    expect(await t.app.storage.exists(item.scanKey)).toBe(false);
    for (const url of [`/uploads/${item.scanKey}`, `/private/${item.scanKey}`, `/${item.scanKey}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).not.toContain('pdf');
    }
    const scan = await t.app.inject({
      method: 'GET',
      url: `/api/admin/transfer-certificates/${item._id}/scan`,
      headers: { cookie: editor },
    });
    expect(scan.statusCode).toBe(200);
    expect(scan.headers['cache-control']).toBe('private, no-store');
    expect(scan.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/admin/transfer-certificates/${item._id}/scan`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('draws a picture scan onto an A4 PDF page; refuses markup and a damaged PDF like every upload', async () => {
    const photo = await sharp({ create: { width: 1200, height: 1700, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadScan(photo, 'tc photo.jpg');
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data.scan).toMatchObject({ pages: 1, fileName: 'tc photo.jpg' });
    const stored = await PDFDocument.load(await readStored(uploaded.json().data.scan.key as string));
    expect(stored.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });

    const svg = await uploadScan(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'tc.svg');
    expect(svg.statusCode).toBe(415);
    const cut = (await pdfOf(1)).subarray(0, 200);
    const damaged = await uploadScan(cut, 'tc.pdf');
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toMatch(/incomplete or damaged/);
  });

  it('refuses a second TC with the same number, a missing scan and an impossible date (400, nothing stored)', async () => {
    const first = await addTc();
    const scan = (await uploadScan(await pdfOf(1), 'x.pdf')).json().data.scan.key;
    const base = {
      admissionNumber: 'A-1',
      studentName: 'Someone',
      dateOfBirth: '2010-01-01',
      classLastStudied: 'V',
      dateOfLeaving: '2020-01-01',
      dateOfIssue: '2020-01-02',
    };
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/transfer-certificates',
        headers: { cookie: editor },
        payload,
      });
    const duplicate = await post({ ...base, tcNumber: first.tcNumber.toLowerCase(), scanKey: scan });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors.tcNumber[0]).toMatch(/already in the register/);
    const missing = await post({ ...base, tcNumber: 'NEW-1', scanKey: 'tc-scans/nothere.pdf' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.scanKey[0]).toMatch(/upload it again/);
    const badDate = await post({ ...base, tcNumber: 'NEW-2', scanKey: scan, dateOfBirth: '2010-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fieldErrors.dateOfBirth[0]).toMatch(/must be a date/);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/transfer-certificates?search=NEW-',
      headers: { cookie: editor },
    });
    expect(list.json().data.items).toEqual([]);
  });
});

async function readStored(key: string): Promise<Buffer> {
  const file = await t.app.privateStorage.open(key);
  if (!file) throw new Error(`${key} is not stored`);
  return buffer(file.stream);
}

describe('the public look-up', () => {
  it('a match shows the facts and a watermarked copy on every page, private and noindex', async () => {
    const item = await addTc({ studentName: 'Aarav Kumar', dateOfBirth: '2011-08-09' }, await pdfOf(3));
    const page = await lookUp(item.tcNumber.toLowerCase(), '2011-08-09');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).toContain('Certificate verified');
    expect(page.body).toContain('Aarav Kumar');
    expect(page.body).toContain(item.tcNumber);
    const copyPath = copyPathIn(page.body);
    expect(copyPath).toBeDefined();
    const copy = await t.app.inject({ method: 'GET', url: copyPath! });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.headers['cache-control']).toBe('private, no-store');
    expect(copy.headers['x-robots-tag']).toContain('noindex');
    const text = `Verified copy, ${new URL(t.config.publicUrl).host}, ${watermarkDate(schoolToday())}`;
    const counts = await textCountPerPage(copy.rawPayload, text);
    expect(counts).toHaveLength(3);
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(1);
    // The copy is the scan: its own text is still there.
    expect(pageContent((await PDFDocument.load(copy.rawPayload)).getPage(2))).toBeTruthy();
    // A made-up copy link is the site's 404 page.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/transfer-certificates/copy/${'A'.repeat(32)}`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it('a wrong date and an unknown number get the same neutral answer', async () => {
    const item = await addTc({ dateOfBirth: '2012-01-15' });
    const wrongDate = await lookUp(item.tcNumber, '2012-01-16');
    const unknown = await lookUp('NO-SUCH-TC-1', '2012-01-15');
    const notADate = await lookUp(item.tcNumber, '15/01/2012');
    for (const answer of [wrongDate, unknown, notADate]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('No certificate matches these details.');
      expect(answer.body).not.toContain(item.studentName);
      expect(copyPathIn(answer.body)).toBeUndefined();
    }
    const answerOf = (html: string) => /data-testid="tc-answer"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(answerOf(wrongDate.body)).toBe(answerOf(unknown.body));
  });

  it("a withdrawn TC answers 'withdrawn on <date>', never its scan; its earlier copy link stops working", async () => {
    const item = await addTc({ dateOfBirth: '2009-11-30' });
    const before = await lookUp(item.tcNumber, '2009-11-30');
    const copyPath = copyPathIn(before.body)!;
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transfer-certificates/${item._id}/withdraw`,
      headers: { cookie: editor },
      payload: { reason: 'Reissued with the corrected name', withdrawnOn: '2025-06-10' },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.item).toMatchObject({ withdrawnOn: '2025-06-10' });
    const after = await lookUp(item.tcNumber, '2009-11-30');
    expect(after.body).toContain('This transfer certificate was withdrawn on June 10, 2025.');
    expect(copyPathIn(after.body)).toBeUndefined();
    expect(after.body).not.toContain(item.studentName);
    const hindi = await lookUp(item.tcNumber, '2009-11-30', nextAddress(), '/hi');
    expect(hindi.body).toContain('वापस ले लिया गया');
    expect((await t.app.inject({ method: 'GET', url: copyPath })).statusCode).toBe(404);
  });

  it('works in Hindi too: /hi/transfer-certificates, same answer', async () => {
    const item = await addTc({ dateOfBirth: '2013-03-03' });
    const page = await lookUp(item.tcNumber, '2013-03-03', nextAddress(), '/hi');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="hi"');
    expect(page.body).toContain('प्रमाण-पत्र सत्यापित');
    expect(copyPathIn(page.body)).toBeDefined();
    const empty = await t.app.inject({ method: 'GET', url: '/hi/transfer-certificates' });
    expect(empty.body).toContain('name="tc"');
    expect(empty.body).toContain('name="dob"');
    expect(empty.body).toContain('method="get"');
  });

  it(`allows ${TC_LOOKUP_LIMIT.limit} look-ups per address in the window, then 429; another address still works`, async () => {
    const address = nextAddress();
    for (let i = 0; i < TC_LOOKUP_LIMIT.limit; i++)
      expect((await lookUp(`GUESS-${i}`, '2010-01-01', address)).statusCode).toBe(200);
    const limited = await lookUp('GUESS-X', '2010-01-01', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toContain('Too many look-ups from your address');
    expect((await lookUp('GUESS-Y', '2010-01-01', nextAddress())).statusCode).toBe(200);
  });

  it('logs every look-up for staff: time, address, TC number as typed, found or not', async () => {
    const item = await addTc({ dateOfBirth: '2014-04-04' });
    const address = nextAddress();
    await lookUp(item.tcNumber, '2014-04-04', address);
    await lookUp('NOT-A-TC-77', '2014-04-04', address);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/transfer-certificates/lookups?limit=100',
      headers: { cookie: editor },
    });
    expect(log.statusCode).toBe(200);
    const mine = log.json().data.items.filter((entry: { address: string }) => entry.address === address);
    expect(mine.map((entry: { tcNumber: string; result: string }) => [entry.tcNumber, entry.result])).toEqual(
      [
        ['NOT-A-TC-77', 'not-found'],
        [item.tcNumber, 'found'],
      ],
    );
    expect(Date.parse(mine[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/transfer-certificates/lookups' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the QR link', () => {
  it('opens the verified copy without typing; the admin offers its QR code as SVG and PNG', async () => {
    const item = await addTc({ studentName: 'Meera Singh' });
    const page = await t.app.inject({ method: 'GET', url: item.verifyPath, remoteAddress: nextAddress() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Meera Singh');
    const copy = await t.app.inject({ method: 'GET', url: copyPathIn(page.body)! });
    expect(copy.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: `/transfer-certificates/v/${'x'.repeat(24)}` });
    expect(unknown.statusCode).toBe(404);

    const svg = await t.app.inject({
      method: 'GET',
      url: `/api/admin/transfer-certificates/${item._id}/qr.svg`,
      headers: { cookie: editor },
    });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/admin/transfer-certificates/${item._id}/qr.png`,
      headers: { cookie: editor },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(png.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = decodeQR({ width: info.width, height: info.height, data });
    expect(decoded).toBe(new URL(item.verifyPath, t.config.publicUrl).href);
  });
});

describe('privacy: no TC data anywhere else', () => {
  it('no public route, page, feed or the sitemap shows a TC; the admin routes need a session', async () => {
    const item = await addTc({ studentName: 'Zorawar Qwertyuiop', admissionNumber: 'ADM-UNIQUE-991' });
    const secrets = [item.studentName, item.admissionNumber, item.tcNumber, item.scanKey, item.verifyPath];
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('transfer-certificates');
    const urls = new Set<string>([
      '/robots.txt',
      '/notices.rss',
      '/events.ics',
      '/transfer-certificates',
      '/hi/transfer-certificates',
    ]);
    for (const loc of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(new URL(loc[1]!).pathname);
    for (const route of t.app.routeTable)
      if (route.method === 'GET' && !route.url.includes(':') && !route.url.includes('*')) urls.add(route.url);
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
      for (const secret of secrets) expect(response.body, `${url} shows ${secret}`).not.toContain(secret);
    }
    for (const url of [
      '/api/admin/transfer-certificates',
      `/api/admin/transfer-certificates/${item._id}`,
      `/api/admin/transfer-certificates/${item._id}/qr.svg`,
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});

const HEADER = [
  'TC number',
  'Admission number',
  "Student's name",
  'Date of birth',
  'Class last studied',
  'Date of leaving',
  'Date of issue',
];
const csvOf = (rows: string[][]) =>
  Buffer.from(
    [HEADER, ...rows].map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n'),
  );

function importRequest(
  dryRun: boolean,
  sheet: { bytes: Buffer; fileName: string },
  scans: { fileName: string; bytes: Buffer }[],
) {
  const body = multipartFiles([
    { field: 'sheet', fileName: sheet.fileName, bytes: sheet.bytes },
    ...scans.map((scan) => ({ field: 'scans', ...scan })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/transfer-certificates/import?dryRun=${dryRun}`,
    headers: { ...body.headers, cookie: editor },
    payload: body.payload,
  });
}

async function registerCount(search: string): Promise<number> {
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/admin/transfer-certificates?search=${encodeURIComponent(search)}`,
    headers: { cookie: editor },
  });
  return list.json().data.pagination.total;
}

/** The private scans stored (on disk: the folder's entries, half-written files too). */
async function privateFiles(): Promise<number> {
  if (t.app.privateStorage.kind === 'local') {
    const dir = join(t.config.privateFilesDir, 'tc-scans');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  }
  let count = 0;
  for await (const key of t.app.privateStorage.list()) if (key.startsWith('tc-scans/')) count++;
  return count;
}

describe('retention (Settings > Privacy)', () => {
  it('keeps TCs by default and says so; a period erases the older ones with their scans, and the notice states it', async () => {
    const admin = await sessionFor(t, 'admin');
    const notice = async () => (await t.app.inject({ method: 'GET', url: '/privacy' })).body;
    expect(await notice()).toContain('Transfer certificates (the verification page)');
    expect(await notice()).toContain(
      'Kept, because a school or employer may need to check a certificate many years later.',
    );

    const now = new Date('2024-06-15T06:00:00Z');
    const old = await addTc({
      studentName: 'Old Leaver',
      dateOfBirth: '2005-01-02',
      dateOfLeaving: '2019-06-10',
      dateOfIssue: '2019-06-14',
    });
    const recent = await addTc({
      studentName: 'Recent Leaver',
      dateOfBirth: '2012-03-04',
      dateOfLeaving: '2019-06-10',
      dateOfIssue: '2019-06-15',
    });
    // Kept (0): nothing goes, however old.
    expect((await t.app.housekeeping.runOnce(now)).transferCertificatesErased).toBe(0);

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/privacy',
      headers: { cookie: admin },
      payload: { tcRetentionYears: -1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('tcRetentionYears');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/privacy',
      headers: { cookie: admin },
      payload: { tcRetentionYears: 5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await notice()).toContain('Erased 5 years after the date of issue.');

    // Five years before 15 June 2024 is 15 June 2019: the TC issued the day before goes, that day's stays.
    expect((await t.app.housekeeping.runOnce(now)).transferCertificatesErased).toBe(1);
    expect((await lookUp(old.tcNumber, '2005-01-02')).body).toContain(
      'No certificate matches these details.',
    );
    expect(existsSync(join(t.config.privateFilesDir, old.scanKey))).toBe(false);
    expect((await lookUp(recent.tcNumber, '2012-03-04')).body).toContain('Recent Leaver');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'transfer-certificate'), inArray(auditLog.entityId, [old._id])));
    expect(entries.map((entry) => entry.action)).toContain('erase');
    expect(JSON.stringify(entries)).not.toContain('Old Leaver');

    const restored = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/privacy',
      headers: { cookie: admin },
      payload: { tcRetentionYears: 0 },
    });
    expect(restored.statusCode).toBe(200);
  });
});

describe('import from a spreadsheet with the scans', () => {
  it('a clean CSV: the dry run lists what would be added and adds nothing; the import adds every row', async () => {
    const rows = [
      ['IMP/2025/1', 'A-101', 'Kavya Rao', '14/05/2010', 'IX', '31/03/2025', '2025-04-02'],
      ['IMP/2025/2', 'A-102', 'Rohan Das', '2011-07-01', 'VIII', '31.03.2025', '02-04-2025'],
    ];
    const scans = [
      { fileName: 'IMP-2025-1.pdf', bytes: await pdfOf(1) },
      {
        fileName: 'imp-2025-2.jpg',
        bytes: await sharp({ create: { width: 400, height: 600, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      },
    ];
    const filesBefore = await privateFiles();
    const dry = await importRequest(true, { bytes: csvOf(rows), fileName: 'tcs.csv' }, scans);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data.report).toEqual({
      dryRun: true,
      toAdd: [
        { row: 2, tcNumber: 'IMP/2025/1', studentName: 'Kavya Rao' },
        { row: 3, tcNumber: 'IMP/2025/2', studentName: 'Rohan Das' },
      ],
      problems: [],
      added: 0,
    });
    expect(await registerCount('IMP/2025')).toBe(0);
    expect(await privateFiles()).toBe(filesBefore);
    const real = await importRequest(false, { bytes: csvOf(rows), fileName: 'tcs.csv' }, scans);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().data.report).toMatchObject({ dryRun: false, added: 2, problems: [] });
    expect(await registerCount('IMP/2025')).toBe(2);
    expect(await privateFiles()).toBe(filesBefore + 2);
    // The imported TC answers a look-up with its dates read day-first.
    const page = await lookUp('IMP/2025/1', '2010-05-14');
    expect(page.body).toContain('Kavya Rao');
  });

  it('reads an .xlsx sheet (date cells and text dates)', async () => {
    const header = HEADER.map((value) => ({ value }));
    const xlsx = (await writeXlsxFile([
      header,
      [
        { value: 'XL/1' },
        { value: 'A-201' },
        { value: 'Ishaan Verma' },
        { value: new Date(Date.UTC(2010, 4, 14)), type: Date, format: 'dd/mm/yyyy' },
        { value: 'X' },
        { value: '31/03/2025' },
        { value: new Date(Date.UTC(2025, 3, 2)), type: Date, format: 'dd/mm/yyyy' },
      ],
    ]).toBuffer()) as Buffer;
    const dry = await importRequest(true, { bytes: xlsx, fileName: 'tcs.xlsx' }, [
      { fileName: 'XL-1.pdf', bytes: await pdfOf(1) },
    ]);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data.report.problems).toEqual([]);
    const real = await importRequest(false, { bytes: xlsx, fileName: 'tcs.xlsx' }, [
      { fileName: 'XL-1.pdf', bytes: await pdfOf(1) },
    ]);
    expect(real.json().data.report.added).toBe(1);
    expect((await lookUp('XL/1', '2010-05-14')).body).toContain('Ishaan Verma');
  });

  it('reports every wrong row and adds nothing, even when asked to import', async () => {
    const existing = await addTc();
    const rows = [
      ['BAD/1', 'A-1', 'Fine Row', '2010-01-01', 'V', '2020-01-01', '2020-01-02'],
      ['BAD/1', 'A-2', 'Same Number', '2010-01-01', 'V', '2020-01-01', '2020-01-02'],
      [existing.tcNumber, 'A-3', 'In Register', '2010-01-01', 'V', '2020-01-01', '2020-01-02'],
      ['BAD/4', 'A-4', 'Bad Date', '31/02/2010', 'V', 'soon', '2020-01-02'],
      ['BAD/5', 'A-5', 'No Scan', '2010-01-01', 'V', '2020-01-01', '2020-01-02'],
    ];
    const scans = [
      { fileName: 'BAD-1.pdf', bytes: await pdfOf(1) },
      { fileName: `${existing.tcNumber.replace(/\//g, '-')}.pdf`, bytes: await pdfOf(1) },
      { fileName: 'BAD-4.pdf', bytes: await pdfOf(1) },
      { fileName: 'STRAY-9.pdf', bytes: await pdfOf(1) },
    ];
    const filesBefore = await privateFiles();
    for (const dryRun of [true, false]) {
      const response = await importRequest(dryRun, { bytes: csvOf(rows), fileName: 'bad.csv' }, scans);
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json().data.report;
      expect(report.added).toBe(0);
      const problems = report.problems.map(
        (p: { row: number | null; problem: string }) => `${p.row}: ${p.problem}`,
      );
      expect(problems).toEqual([
        '3: Duplicate TC number: BAD/1 is also on row 2',
        `4: Duplicate TC number: ${existing.tcNumber} is already in the register`,
        "5: Date of birth is not a date: '31/02/2010' (write it as 14/05/2010 or 2010-05-14)",
        "5: Date of leaving is not a date: 'soon' (write it as 14/05/2010 or 2010-05-14)",
        '6: No scan for this TC: add a PDF or picture named BAD-5.pdf (or .jpg)',
        'null: A scan with no row in the spreadsheet: STRAY-9.pdf',
      ]);
      expect(report.toAdd).toEqual([{ row: 2, tcNumber: 'BAD/1', studentName: 'Fine Row' }]);
    }
    expect(await registerCount('BAD/')).toBe(0);
    expect(await privateFiles()).toBe(filesBefore);
  });

  it('refuses a sheet without the columns, and a spreadsheet that is not CSV or .xlsx', async () => {
    const noColumns = await importRequest(true, { bytes: Buffer.from('a,b\n1,2\n'), fileName: 'x.csv' }, []);
    expect(noColumns.json().data.report.problems[0].problem).toMatch(
      /^The first row must name the columns; missing: TC number/,
    );
    const xls = await importRequest(
      true,
      { bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), fileName: 'old.xls' },
      [],
    );
    expect(xls.statusCode).toBe(400);
    expect(xls.json().message).toMatch(/Only \.xlsx and \.csv/);
  });
});

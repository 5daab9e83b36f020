import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { queryRows } from '../../db/client';
import { storedEntryCount, storedKeys } from '../../test/stored-files';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  editor = await sessionFor(t, 'editor');
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a1f2b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Secret Photographer' } })
    .toBuffer();
  expect(jpeg.includes(Buffer.from('Secret Photographer'))).toBe(true);
});
afterAll(async () => {
  await t.close();
});

function upload(
  bytes: Buffer,
  fileName: string,
  options: { cookie?: string; folder?: string; type?: string } = {},
) {
  const body = multipartFile(bytes, fileName, options.type);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/uploads${options.folder ? `?folder=${options.folder}` : ''}`,
    headers: { ...body.headers, ...(options.cookie === '' ? {} : { cookie: options.cookie ?? editor }) },
    payload: body.payload,
  });
}

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Exam schedule');
  return Buffer.from(await doc.save());
}

describe('accepted uploads', () => {
  it('turns a JPEG into responsive WebP and AVIF variants and a placeholder, rotated, EXIF stripped', async () => {
    const response = await upload(jpeg, 'Sports day.JPG', { folder: 'gallery' });
    expect(response.statusCode).toBe(201);
    const result = response.json().data.upload;
    expect(result.kind).toBe('image');
    expect(result.key).toMatch(/^gallery\/[0-9a-f-]{36}\.jpg$/);
    expect(result.fileName).toBe('Sports day.JPG');
    // Orientation 6 means the camera was turned: 900x600 stored as 600x900.
    expect(result.media).toMatchObject({ width: 600, height: 900, url: `/uploads/${result.key}` });
    expect(result.media.placeholder).toMatch(/^data:image\/webp;base64,/);
    const formats = result.media.variants.map(
      (v: { format: string; width: number }) => `${v.format}@${v.width}`,
    );
    expect(formats).toEqual(['webp@320', 'avif@320', 'webp@600', 'avif@600']);
    for (const variant of result.media.variants) {
      const file = await t.app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    const main = await t.app.inject({ method: 'GET', url: result.url });
    const meta = await sharp(main.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(main.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
  });

  it('keeps one row per uploaded picture in the media table (type, bytes, size, variants, who and when), no manifest file', async () => {
    const response = await upload(jpeg, 'Prize day.jpg', { folder: 'gallery' });
    expect(response.statusCode).toBe(201);
    const result = response.json().data.upload;
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from media where key = ${result.key}`,
    );
    expect(row).toMatchObject({
      kind: 'image',
      content_type: 'image/jpeg',
      width: 600,
      height: 900,
      variants: result.media.variants,
      placeholder: result.media.placeholder,
      poster: null,
      duration: null,
      state: 'ready',
      video: null,
    });
    expect(Number(row!.bytes)).toBe(await t.app.storage.size(result.key));
    const [audit] = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`select user_id from audit_log where entity = 'upload' and entity_id = ${result.key}`,
    );
    expect(row!.uploaded_by).toBe(audit!.user_id);
    expect(Date.now() - new Date(row!.uploaded_at as string).getTime()).toBeLessThan(5 * 60_000);
    expect((await storedKeys(t)).filter((key) => key.endsWith('.json'))).toEqual([]);
    // A PDF is a document, not a picture: no media row.
    const pdfUpload = (await upload(await pdf(), 'rules.pdf', { folder: 'notices' })).json().data.upload;
    expect(await queryRows(t.database.db, sql`select 1 from media where key = ${pdfUpload.key}`)).toEqual([]);
  });

  it.each([
    [
      'png',
      () =>
        sharp({ create: { width: 400, height: 300, channels: 4, background: '#00aa00' } })
          .png()
          .toBuffer(),
    ],
    [
      'webp',
      () =>
        sharp({ create: { width: 400, height: 300, channels: 3, background: '#0000aa' } })
          .webp()
          .toBuffer(),
    ],
    [
      'avif',
      () =>
        sharp({ create: { width: 400, height: 300, channels: 3, background: '#aaaa00' } })
          .avif({ effort: 0 })
          .toBuffer(),
    ],
  ])('accepts a %s image', async (_kind, make) => {
    const response = await upload(await make(), 'picture.bin');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.upload.media.width).toBe(400);
    expect(response.json().data.upload.key).toMatch(/^misc\/[0-9a-f-]{36}\.jpg$/);
  });

  it('stores a PDF under a server-made name and keeps the cleaned original name for display', async () => {
    const response = await upload(await pdf(), 'Exam schedule 2025.pdf', { folder: 'notices' });
    expect(response.statusCode).toBe(201);
    const result = response.json().data.upload;
    expect(result).toMatchObject({ kind: 'pdf', fileName: 'Exam schedule 2025.pdf', media: null });
    expect(result.key).toMatch(/^notices\/[0-9a-f-]{36}\.pdf$/);
    const file = await t.app.inject({ method: 'GET', url: result.url });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('serves an uploaded PDF with scripts in it as an inert document: CSP sandbox, nothing runs on the site', async () => {
    const doc = await PDFDocument.load(await pdf());
    const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: 'app.alert(document.cookie)' });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
    const scripted = Buffer.from(await doc.save({ useObjectStreams: false }));
    expect(scripted.toString('latin1')).toContain('/OpenAction');
    const response = await upload(scripted, 'circular.pdf', { folder: 'notices' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json().data.upload;
    for (const method of ['GET', 'HEAD'] as const) {
      const file = await t.app.inject({ method, url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('ignores a path-traversal file name: the stored name is made by the server, nothing lands outside uploads', async () => {
    const response = await upload(await pdf(), '../../../../tmp/evil\u0000.pdf', { folder: 'documents' });
    expect(response.statusCode).toBe(201);
    const result = response.json().data.upload;
    expect(result.key).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    expect(result.fileName).toBe('evil.pdf');
    const keys = await storedKeys(t);
    expect(keys).toContain(result.key);
    expect(keys.some((key) => key.includes('evil'))).toBe(false);
    if (t.app.storage.kind === 'local')
      expect(existsSync(join(resolve(t.config.uploadsDir), '..', 'evil.pdf'))).toBe(false);
    const windows = await upload(await pdf(), '..\\..\\boot.ini.pdf');
    expect(windows.json().data.upload.fileName).toBe('boot.ini.pdf');
  });
});

describe('refused uploads', () => {
  it('refuses an SVG with a script (415, clear message)', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
    );
    const response = await upload(svg, 'logo.svg', { type: 'image/svg+xml' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: 'error',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message:
        'SVG, HTML and other markup files are not accepted. Upload a JPEG, PNG, WebP or AVIF image, or a PDF.',
    });
  });

  it('refuses HTML named .jpg and sent as image/jpeg', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>steal()</script></body></html>');
    const response = await upload(html, 'photo.jpg', { type: 'image/jpeg' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^SVG, HTML and other markup files are not accepted/);
  });

  it('refuses other types (a ZIP, a GIF, a HEIC) with 415', async () => {
    for (const bytes of [
      Buffer.from('PK\u0003\u0004 zip archive'),
      Buffer.from('GIF89a........'),
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]),
    ]) {
      const response = await upload(bytes, 'file.jpg');
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(
        'This file type is not accepted. Upload a JPEG, PNG, WebP or AVIF image, or a PDF.',
      );
    }
  });

  it("a photo field's folder offers photos only: a PDF is refused, and a refusal never offers a PDF", async () => {
    const asPhoto = await upload(await pdf(), 'fee list.pdf', { folder: 'leaders' });
    expect(asPhoto.statusCode).toBe(415);
    expect(asPhoto.json().message).toBe('A PDF is not a photo. Upload a JPEG, PNG, WebP or AVIF image.');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    for (const folder of ['gallery', 'hero-images', 'leaders', 'item-pictures']) {
      const response = await upload(heic, 'IMG_2031.jpg', { folder, type: 'image/jpeg' });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(
        'This file type is not accepted. Upload a JPEG, PNG, WebP or AVIF image.',
      );
    }
    const inPdfField = await upload(heic, 'circular.pdf', { folder: 'notices' });
    expect(inPdfField.json().message).toBe('This file type is not accepted. Upload a PDF.');
  });

  it('refuses a truncated JPEG and a truncated PDF with 400', async () => {
    const cut = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('The image could not be read; it may be damaged or incomplete');
    const whole = await pdf();
    const cutPdf = await upload(whole.subarray(0, whole.length - 40), 'cut.pdf');
    expect(cutPdf.statusCode).toBe(400);
    expect(cutPdf.json().message).toBe('The PDF is incomplete or damaged; please export it again');
  });

  it('refuses an image over 15 MB and any file over 25 MB with 413', async () => {
    const bigImage = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(15 * 1024 * 1024 + 10)]);
    const image = await upload(bigImage, 'huge.jpg');
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toBe('Images may be at most 15 MB; this one is larger');
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(25 * 1024 * 1024 + 10)]);
    const tooBig = await upload(huge, 'huge.pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file is too large: images may be at most 15 MB, PDFs 25 MB');
  });

  it('refuses by the declared Content-Length before reading the body (413, connection closed)', async () => {
    const tiny = multipartFile(jpeg.subarray(0, 100), 'big.jpg', 'image/jpeg');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=gallery',
      headers: { ...tiny.headers, cookie: editor, 'content-length': String(30 * 1024 * 1024) },
      payload: tiny.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toMatchObject({
      status: 'error',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large (30.0 MB): JPEG, PNG, WebP or AVIF, up to 15 MB',
    });
    // A PDF folder allows 25 MB: 20 MB declared is not refused early (the short body is then invalid).
    const pdfFolder = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=notices',
      headers: { ...tiny.headers, cookie: editor, 'content-length': String(26 * 1024 * 1024 + 65 * 1024) },
      payload: tiny.payload,
    });
    expect(pdfFolder.statusCode).toBe(413);
    expect(pdfFolder.json().message).toContain('PDF, up to 25 MB');
    // Signed out, it is still a 401 first.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=gallery',
      headers: { ...tiny.headers, 'content-length': String(30 * 1024 * 1024) },
      payload: tiny.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 413 over a real socket while the 30 MB body has not been sent at all', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolvePromise, reject) => {
      const socket = connect({ host: '127.0.0.1', port: Number(port) }, () => {
        socket.write(
          'POST /api/admin/uploads?folder=gallery HTTP/1.1\r\n' +
            'Host: 127.0.0.1\r\n' +
            `Cookie: ${editor}\r\n` +
            'Content-Type: multipart/form-data; boundary=x\r\n' +
            `Content-Length: ${30 * 1024 * 1024}\r\n\r\n`,
        );
      });
      let received = '';
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer within 5 s; got: ${received}`));
      }, 5000);
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (received.includes('\r\n\r\n') && received.includes('}')) {
          clearTimeout(timer);
          socket.destroy();
          resolvePromise(received);
        }
      });
      socket.on('error', reject);
    });
    expect(answer.startsWith('HTTP/1.1 413')).toBe(true);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('refuses a pixel bomb (a small file that decodes to 100 megapixels) with 413 before decoding it', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#000000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(bomb, 'bomb.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'The image is 10000 × 10000 pixels; at most 40 megapixels are accepted',
    );
  });

  it('refuses a request that is not multipart, an empty file, and an unknown folder', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { cookie: editor },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0), 'empty.pdf')).statusCode).toBe(400);
    const folder = await upload(jpeg, 'a.jpg', { folder: '../etc' });
    expect(folder.statusCode).toBe(400);
    expect(folder.json().message).toContain("'folder'");
  });

  it('answers 400 naming the problem for a malformed multipart body, and stores nothing', async () => {
    const before = await storedEntryCount(t);
    for (const payload of [
      '{"file":1}',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { cookie: editor, 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('not valid multipart/form-data');
    }
    expect(await storedEntryCount(t)).toBe(before);
  });

  it('needs a session (401) and stores nothing for anonymous callers', async () => {
    const before = await storedEntryCount(t);
    const response = await upload(jpeg, 'a.jpg', { cookie: '' });
    expect(response.statusCode).toBe(401);
    expect(await storedEntryCount(t)).toBe(before);
  });
});

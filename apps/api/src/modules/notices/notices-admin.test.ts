import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionFor, signIn } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { isStored } from '../../test/stored-files';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
  admin = await signIn(t, (await createAccount(t, 'admin')).email);
});
afterAll(async () => {
  await t.close();
});

async function uploadPdf(title: string): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(title);
  const body = multipartFile(Buffer.from(await doc.save()), `${title}.pdf`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads?folder=notices',
    headers: { ...body.headers, cookie: editor },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.upload.key;
}

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = editor) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
async function publicTitles(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/notices?limit=100' });
  return response.json().data.notices.map((n: { title: string }) => n.title);
}

describe('notice writes', () => {
  it('an editor creates a notice with a PDF; the public sees it and can download the PDF', async () => {
    const pdfFile = await uploadPdf('Annual exam timetable');
    const created = await send('POST', '/api/admin/notices', {
      title: 'Annual exam timetable',
      description: 'Exams begin on 3 March.',
      type: 'Examination',
      date: '2025-02-20',
      pdfFile,
      priority: 'high',
      _id: '00000000-0000-4000-8000-000000000000',
      createdAt: '1999-01-01T00:00:00.000Z',
      registrations: 99,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item._id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(item.createdAt).not.toBe('1999-01-01T00:00:00.000Z');
    expect(item).toMatchObject({
      pdfFile,
      pdfUrl: `/uploads/${pdfFile}`,
      visibility: 'live',
      priority: 'high',
    });

    const one = await t.app.inject({ method: 'GET', url: `/api/notices/${item._id}` });
    expect(one.json().data.notice.title).toBe('Annual exam timetable');
    const download = await t.app.inject({ method: 'GET', url: one.json().data.notice.pdfFile });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('keeps drafts, scheduled and expired notices off the public site but lists them for the admin', async () => {
    const day = 86_400_000;
    const base = { description: '', date: '2025-01-10' };
    const draft = await send('POST', '/api/admin/notices', {
      ...base,
      title: 'Draft circular',
      publication: 'draft',
    });
    const expired = await send('POST', '/api/admin/notices', {
      ...base,
      title: 'Expired circular',
      expireAt: new Date(Date.now() - day).toISOString(),
    });
    const scheduled = await send('POST', '/api/admin/notices', {
      ...base,
      title: 'Scheduled circular',
      publishAt: new Date(Date.now() + day).toISOString(),
    });
    expect([draft, expired, scheduled].map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect([draft, expired, scheduled].map((r) => r.json().data.item.visibility)).toEqual([
      'draft',
      'expired',
      'scheduled',
    ]);
    const titles = await publicTitles();
    for (const hidden of ['Draft circular', 'Expired circular', 'Scheduled circular'])
      expect(titles).not.toContain(hidden);
    const hiddenOne = await t.app.inject({
      method: 'GET',
      url: `/api/notices/${draft.json().data.item._id}`,
    });
    expect(hiddenOne.statusCode).toBe(404);

    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notices?search=circular&limit=100',
      headers: { cookie: editor },
    });
    expect(
      adminList
        .json()
        .data.items.map((n: { title: string }) => n.title)
        .sort(),
    ).toEqual(['Draft circular', 'Expired circular', 'Scheduled circular']);
    const drafts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notices?publication=draft',
      headers: { cookie: editor },
    });
    expect(drafts.json().data.items.every((n: { publication: string }) => n.publication === 'draft')).toBe(
      true,
    );

    // Publishing the draft makes it public.
    const item = draft.json().data.item;
    const published = await send('PUT', `/api/admin/notices/${item._id}`, {
      ...item,
      publication: 'published',
    });
    expect(published.statusCode).toBe(200);
    expect(await publicTitles()).toContain('Draft circular');
  });

  it('refuses bad input with 400s naming the field', async () => {
    const noTitle = await send('POST', '/api/admin/notices', { date: '2025-01-10' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toContain("'title'");
    const missingFile = await send('POST', '/api/admin/notices', {
      title: 'x',
      date: '2025-01-10',
      pdfFile: 'notices/00000000-0000-4000-8000-000000000000.pdf',
    });
    expect(missingFile.statusCode).toBe(400);
    expect(missingFile.json().message).toBe(
      "Invalid field 'pdfFile': must be an uploaded PDF (upload it first)",
    );
    const traversal = await send('POST', '/api/admin/notices', {
      title: 'x',
      date: '2025-01-10',
      pdfFile: '../../etc/passwd',
    });
    expect(traversal.statusCode).toBe(400);
    const backwards = await send('POST', '/api/admin/notices', {
      title: 'x',
      date: '2025-01-10',
      publishAt: '2025-02-01T00:00:00Z',
      expireAt: '2025-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("Invalid field 'expireAt': must be after publishAt");
    const badSort = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notices?sortBy=passwordHash',
      headers: { cookie: editor },
    });
    expect(badSort.statusCode).toBe(400);
    const unknown = await send('PUT', '/api/admin/notices/00000000-0000-4000-8000-000000000000', {
      title: 'x',
      date: '2025-01-10',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('replacing or deleting a notice removes its old PDF; every write is in the audit log', async () => {
    const first = await uploadPdf('First version');
    const second = await uploadPdf('Second version');
    const created = await send('POST', '/api/admin/notices', {
      title: 'Versioned',
      date: '2025-01-10',
      pdfFile: first,
    });
    const id = created.json().data.item._id;
    const updated = await send('PUT', `/api/admin/notices/${id}`, {
      title: 'Versioned',
      date: '2025-01-10',
      pdfFile: second,
    });
    expect(updated.statusCode).toBe(200);
    expect(await isStored(t, first)).toBe(false);
    expect(await isStored(t, second)).toBe(true);
    expect((await send('DELETE', `/api/admin/notices/${id}`)).statusCode).toBe(200);
    expect(await isStored(t, second)).toBe(false);
    expect((await send('DELETE', `/api/admin/notices/${id}`)).statusCode).toBe(404);

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?entity=notice&limit=100',
      headers: { cookie: admin },
    });
    const entries = log.json().data.entries.filter((e: { entityId: string }) => e.entityId === id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[1].before.pdfFile).toBe(first);
    expect(entries[1].after.pdfFile).toBe(second);
    expect(entries[0].userEmail).toMatch(/^editor/);
  });

  it('reorders notices', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notices?sortBy=order&limit=3',
      headers: { cookie: editor },
    });
    const ids = list
      .json()
      .data.items.map((n: { _id: string }) => n._id)
      .reverse();
    const reordered = await send('PUT', '/api/admin/notices/order', { ids });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.reordered).toBe(3);
    for (const [index, id] of ids.entries()) {
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/admin/notices/${id}`,
        headers: { cookie: editor },
      });
      expect(one.json().data.item.order).toBe(index);
    }
    expect((await send('PUT', '/api/admin/notices/order', { ids: [ids[0], ids[0]] })).statusCode).toBe(400);
  });
});

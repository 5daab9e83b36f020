import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enquiries } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import { BAD_LIST_QUERIES, expectOrdered } from '../../test/list-assertions';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { csvField, enquiriesCsv } from './enquiries-csv';

let t: TestApp;
let smtp: SmtpTestServer;
let cookie: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ seeded: false, env: { SMTP_URL: smtp.url, ENQUIRY_TO: 'office@skp.example' } });
  cookie = await sessionFor(t, 'editor');
  const rows = await t.database.db
    .insert(enquiries)
    .values([
      { name: 'Asha Kumari', email: 'asha@example.org', phone: '111', message: 'Bus route from Jasidih?' },
      {
        name: '=HYPERLINK("http://evil.example","click")',
        email: 'eve@example.org',
        phone: '+91 999',
        message: '-2+3 "quoted", with comma\nand a new line',
        status: 'handled',
        delivery: 'sent',
        sentAt: new Date(),
      },
      {
        kind: 'admission',
        name: 'Sunita Devi',
        email: 'sunita@example.org',
        phone: '@SUM(A1)',
        message: '',
        details: {
          studentName: 'Rohan Kumar',
          dateOfBirth: '2019-04-12',
          classSought: 'Class 1',
          parentName: 'Sunita Devi',
        },
        delivery: 'failed',
        attempts: 10,
        lastError: '421 Service not available',
      },
    ])
    .returning();
  [ids.asha, ids.eve, ids.sunita] = rows.map((r) => r.id) as [string, string, string];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function call(method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, withCookie = true) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: withCookie ? { cookie } : {},
  });
  return response;
}

describe('admin enquiry inbox', () => {
  it('needs a signed-in editor for every route', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/enquiries'],
      ['GET', '/api/admin/enquiries.csv'],
      ['GET', `/api/admin/enquiries/${ids.asha}`],
      ['PATCH', `/api/admin/enquiries/${ids.asha}`, { status: 'handled' }],
      ['POST', `/api/admin/enquiries/${ids.asha}/retry`],
    ] as const) {
      const response = await call(method, url, payload, false);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    }
    expect((await call('GET', `/api/admin/enquiries/${ids.asha}`)).json().data.enquiry.status).toBe('new');
  });

  it('lists newest first with pagination, and filters by kind, status, delivery and search', async () => {
    const all = (await call('GET', '/api/admin/enquiries')).json();
    expect(all.status).toBe('success');
    expect(all.data.pagination).toEqual({ page: 1, limit: 25, total: 3, pages: 1 });
    expect(all.data.mailTransport).toBe('smtp');
    expectOrdered(
      all.data.enquiries.map((e: { createdAt: string }) => e.createdAt),
      'desc',
    );
    const sunita = all.data.enquiries.find((e: { _id: string }) => e._id === ids.sunita);
    expect(sunita).toMatchObject({
      kind: 'admission',
      details: { studentName: 'Rohan Kumar', classSought: 'Class 1' },
      delivery: 'failed',
      attempts: 10,
      lastError: '421 Service not available',
    });
    const only = async (query: string) =>
      (await call('GET', `/api/admin/enquiries?${query}`))
        .json()
        .data.enquiries.map((e: { _id: string }) => e._id);
    expect(await only('kind=admission')).toEqual([ids.sunita]);
    expect(await only('status=handled')).toEqual([ids.eve]);
    expect(await only('delivery=pending')).toEqual([ids.asha]);
    expect(await only('search=jasidih')).toEqual([ids.asha]);
    expect(await only('search=rohan')).toEqual([ids.sunita]);
    expect(await only('search=studentName')).toEqual([]);
    expect(await only('search=%25')).toEqual([]);
    const page2 = (await call('GET', '/api/admin/enquiries?limit=2&page=2')).json();
    expect(page2.data.enquiries).toHaveLength(1);
    expect(page2.data.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
  });

  it.each([
    ...BAD_LIST_QUERIES,
    ['kind=letter', 'kind'],
    ['status=done', 'status'],
    ['delivery=lost', 'delivery'],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const response = await call('GET', `/api/admin/enquiries?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`'${parameter}'`);
  });

  it('marks an enquiry handled and new again, recorded in the audit log', async () => {
    const handled = await call('PATCH', `/api/admin/enquiries/${ids.asha}`, { status: 'handled' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data.enquiry).toMatchObject({ _id: ids.asha, status: 'handled' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'enquiry' and ${auditLog.entityId} = ${ids.asha}`);
    expect(entry).toMatchObject({
      action: 'update',
      before: { status: 'new' },
      after: { status: 'handled' },
    });
    expect(entry!.userEmail).toMatch(/@school\.test$/);
    const back = await call('PATCH', `/api/admin/enquiries/${ids.asha}`, { status: 'new' });
    expect(back.json().data.enquiry.status).toBe('new');
  });

  it('records who handled an enquiry (the signed-in staff member) and the note typed, in the audit log and the CSV', async () => {
    const ok = await call('PATCH', `/api/admin/enquiries/${ids.asha}`, {
      status: 'handled',
      note: '  Called back; bus route from Jasidih explained  ',
      // Not taken from the request: who handled it is whoever is signed in.
      handledBy: 'Someone else',
    });
    expect(ok.statusCode).toBe(200);
    const enquiry = ok.json().data.enquiry;
    expect(enquiry.note).toBe('Called back; bus route from Jasidih explained');
    expect(enquiry.handledBy).toEqual(expect.any(String));
    expect(enquiry.handledBy).not.toBe('Someone else');
    expect(enquiry.handledBy.length).toBeGreaterThan(0);
    expect(enquiry.handledAt).toEqual(expect.any(String));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'enquiry' and ${auditLog.entityId} = ${ids.asha}`);
    expect(entries.at(-1)).toMatchObject({
      after: { status: 'handled', handledBy: enquiry.handledBy, note: enquiry.note },
    });
    const csv = await call('GET', '/api/admin/enquiries.csv?search=asha');
    const [header, row] = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toContain('"Handled by","Handled at","Note"');
    expect(row).toContain(`"${enquiry.handledBy}"`);
    expect(row).toContain('"Called back; bus route from Jasidih explained"');
    const tooLong = await call('PATCH', `/api/admin/enquiries/${ids.asha}`, {
      status: 'handled',
      note: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors.note).toEqual(['The note is too long: at most 500 characters']);
    // New again: no one has handled it; the note stays for whoever picks it up.
    const back = await call('PATCH', `/api/admin/enquiries/${ids.asha}`, { status: 'new' });
    expect(back.json().data.enquiry).toMatchObject({ status: 'new', handledBy: null, handledAt: null });
    expect(back.json().data.enquiry.note).toBe('Called back; bus route from Jasidih explained');
  });

  it('answers 400 for a bad status or id and 404 for an unknown one', async () => {
    const bad = await call('PATCH', `/api/admin/enquiries/${ids.asha}`, { status: 'archived' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toBeTruthy();
    expect((await call('PATCH', '/api/admin/enquiries/nope', { status: 'handled' })).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call('PATCH', `/api/admin/enquiries/${unknown}`, { status: 'handled' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Enquiry not found');
    expect((await call('POST', `/api/admin/enquiries/${unknown}/retry`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/enquiries/${unknown}`)).statusCode).toBe(404);
  });

  it('retries a failed delivery: back to pending, due now, fresh attempts; the outbox then sends it', async () => {
    const response = await call('POST', `/api/admin/enquiries/${ids.sunita}/retry`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.enquiry).toMatchObject({
      delivery: 'pending',
      attempts: 0,
      lastError: '421 Service not available',
    });
    expect(new Date(response.json().data.enquiry.nextAttemptAt).getTime()).toBeLessThanOrEqual(
      Date.now() + 1000,
    );
    const round = await t.app.services.enquiries.outbox.runOnce();
    expect(round.sent).toBeGreaterThanOrEqual(1);
    const mails = smtp.mails.filter((m) => m.parsed.headers.get('x-enquiry-id') === ids.sunita);
    expect(mails).toHaveLength(1);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, ids.sunita!));
    expect(row).toMatchObject({ delivery: 'sent', attempts: 1, lastError: null });
  });

  it('exports a spreadsheet-safe CSV with the filters applied', async () => {
    const response = await call('GET', '/api/admin/enquiries.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFF"Received","Kind","Name","Email","Phone","Student name"')).toBe(true);
    expect(body).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(body).toContain('"\'-2+3 ""quoted"", with comma\nand a new line"');
    expect(body).toContain('"\'@SUM(A1)"');
    expect(body).toContain('"\'+91 999"');
    expect(body).toContain('"Rohan Kumar","2019-04-12","Class 1"');
    expect(body.trimEnd().split('\r\n')).toHaveLength(4);
    const filtered = await call('GET', '/api/admin/enquiries.csv?kind=admission');
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await call('GET', '/api/admin/enquiries.csv?delivery=lost')).statusCode).toBe(400);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'enquiry' and ${auditLog.action} = 'export'`)
      .limit(1);
    expect(entry).toBeTruthy();
  });
});

describe('CSV fields', () => {
  it('quotes every field, doubles quotes and neutralises formula starts', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvField('a=b')).toBe('"a=b"');
    expect(enquiriesCsv([]).split('\r\n')[1]).toBe('');
  });
});

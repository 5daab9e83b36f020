import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_REQUEST_MESSAGES, schoolToday, type PersonalRecord, type PrivacyRequest } from '@skp/shared';
import { auditLog, enquiries, privacyRequestCodes, privacyRequests } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import { siteRendererFromSource } from '../../test/site-renderer-from-source';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A parent's rights requests and the breach register, on the real database with a real local SMTP
 * server: the code mailed and entered, the request listed, everything held for the address shown,
 * exported and erased (that address's enquiries and nothing else), audit entries without the data.
 */

let t: TestApp;
let smtp: SmtpTestServer;
let admin: string;
let editor: string;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    seeded: false,
    env: { SMTP_URL: smtp.url },
    siteRenderer: await siteRendererFromSource(),
  });
  admin = await sessionFor(t, 'admin');
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let addressCounter = 0;
const newAddress = () => `10.36.0.${++addressCounter}`;

function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: newAddress(),
  });
}

/** A browser's form POST from the site's own page (no JavaScript). */
function postForm(path: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(t.config.publicUrl).origin,
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: newAddress(),
  });
}

function dateYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

async function sendEnquiry(email: string, name: string, message: string) {
  const answer = await call('POST', '/api/enquiries', undefined, {
    name,
    email,
    phone: '9876543210',
    message,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.enquiry._id as string;
}

async function sendAdmission(email: string, parentName: string, studentName: string) {
  const answer = await call('POST', '/api/admission', undefined, {
    studentName,
    dateOfBirth: dateYearsAgo(6),
    classSought: 'Class 1',
    parentName,
    phone: '9876543210',
    email,
    message: 'Moving in March',
    consent: true,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.enquiry._id as string;
}

/** Asks for a code and reads it from the mail the SMTP server received. */
async function askCode(email: string, kind = 'erase', extra: Record<string, string> = {}) {
  const before = smtp.mails.length;
  const asked = await call('POST', '/api/privacy/requests', undefined, { kind, email, ...extra });
  expect(asked.statusCode).toBe(202);
  const mails = await smtp.waitFor(before + 1);
  const mail = mails[before]!;
  const code = /(\d{6})/.exec(mail.parsed.text ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return { ticket: asked.json().data.ticket as string, code: code!, mail };
}

async function makeRequest(email: string, kind = 'erase', extra: Record<string, string> = {}) {
  const { ticket, code } = await askCode(email, kind, extra);
  const confirmed = await call('POST', '/api/privacy/requests/confirm', undefined, { ticket, code });
  expect(confirmed.statusCode).toBe(201);
  return confirmed.json().data.request._id as string;
}

async function requests(): Promise<PrivacyRequest[]> {
  const answer = await call('GET', '/api/admin/privacy/requests', admin);
  expect(answer.statusCode).toBe(200);
  return answer.json().data.requests;
}

async function auditEntries(entity: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity));
}

describe('a rights request: proved by a mailed code, listed with its due date', () => {
  it('mails a code to the address; only the right code, in time, makes the request', async () => {
    const { ticket, code, mail } = await askCode('Meera.Rao@Example.org', 'see');
    expect(mail.envelopeTo).toEqual(['meera.rao@example.org']);
    expect(mail.parsed.subject).toContain(code);
    // Not a request yet.
    expect((await requests()).some((r) => r.email === 'meera.rao@example.org')).toBe(false);
    const [pending] = await t.database.db.select().from(privacyRequestCodes);
    expect(pending!.codeHash).not.toContain(code);
    expect(pending!.ticketHash).not.toBe(ticket);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call('POST', '/api/privacy/requests/confirm', undefined, { ticket, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PRIVACY_REQUEST_MESSAGES.wrongCode);

    const started = Date.now();
    const confirmed = await call('POST', '/api/privacy/requests/confirm', undefined, { ticket, code });
    expect(confirmed.statusCode).toBe(201);
    const listed = (await requests()).find((r) => r._id === confirmed.json().data.request._id)!;
    expect(listed).toMatchObject({
      kind: 'see',
      email: 'meera.rao@example.org',
      status: 'open',
      overdue: false,
    });
    const dueInDays = (new Date(listed.dueAt).getTime() - started) / 86_400_000;
    expect(dueInDays).toBeGreaterThan(29.99);
    expect(dueInDays).toBeLessThan(30.01);

    // A used code works once.
    const again = await call('POST', '/api/privacy/requests/confirm', undefined, { ticket, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PRIVACY_REQUEST_MESSAGES.expired);
  });

  it('refuses an expired code, and a code after 5 wrong tries, naming it', async () => {
    const late = await askCode('late@example.org');
    await t.database.db
      .update(privacyRequestCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(privacyRequestCodes.email, 'late@example.org'));
    const expired = await call('POST', '/api/privacy/requests/confirm', undefined, {
      ticket: late.ticket,
      code: late.code,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PRIVACY_REQUEST_MESSAGES.expired);

    const guessed = await askCode('guessed@example.org');
    const wrong = String((Number(guessed.code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) {
      const answer = await call('POST', '/api/privacy/requests/confirm', undefined, {
        ticket: guessed.ticket,
        code: wrong,
      });
      expect(answer.json().message).toBe(PRIVACY_REQUEST_MESSAGES.wrongCode);
    }
    const fifth = await call('POST', '/api/privacy/requests/confirm', undefined, {
      ticket: guessed.ticket,
      code: wrong,
    });
    expect(fifth.json().message).toBe(PRIVACY_REQUEST_MESSAGES.expired);
    const right = await call('POST', '/api/privacy/requests/confirm', undefined, {
      ticket: guessed.ticket,
      code: guessed.code,
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(PRIVACY_REQUEST_MESSAGES.expired);
    expect(
      (await requests()).some((r) => r.email === 'guessed@example.org' || r.email === 'late@example.org'),
    ).toBe(false);
  });

  it('asks what is wrong for a correction, and limits the codes per address', async () => {
    const missing = await call('POST', '/api/privacy/requests', undefined, {
      kind: 'correct',
      email: 'c@example.org',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.correction).toEqual([PRIVACY_REQUEST_MESSAGES.correctionRequired]);
    const bad = await call('POST', '/api/privacy/requests', undefined, {
      kind: 'sell',
      email: 'not-an-address',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'kind']);

    for (let i = 0; i < 3; i++) await askCode('often@example.org', 'see');
    const fourth = await call('POST', '/api/privacy/requests', undefined, {
      kind: 'see',
      email: 'OFTEN@example.org',
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/privacy/requests', editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/privacy/requests')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/privacy/incidents', editor)).statusCode).toBe(403);
  });
});

describe('staff answer a request: everything held on one screen, export, erase, correct, close', () => {
  it('shows, exports and erases every enquiry of the address and nothing else; the audit log holds no e-mail or name', async () => {
    const email = 'sunita.devi@example.org';
    const quick = await sendEnquiry('Sunita.Devi@example.org', 'Sunita Devi', 'Is there a bus from Jasidih?');
    const admission = await sendAdmission(email, 'Sunita Devi', 'Rohan Kumar');
    const other = await sendEnquiry('asha@example.org', 'Asha Kumari', 'Hostel fees?');
    const id = await makeRequest(email);

    const counts = await call('GET', '/api/admin/privacy/requests/counts', admin);
    expect(counts.json().data.counts.open).toBeGreaterThanOrEqual(1);

    const opened = await call('GET', `/api/admin/privacy/requests/${id}`, admin);
    expect(opened.statusCode).toBe(200);
    const records: PersonalRecord[] = opened.json().data.records;
    expect(records.map((r) => r.id).sort()).toEqual([quick, admission].sort());
    expect(records.find((r) => r.id === admission)!.fields).toMatchObject({
      kind: 'admission',
      studentName: 'Rohan Kumar',
      parentName: 'Sunita Devi',
    });

    const json = await call('GET', `/api/admin/privacy/requests/${id}/export?format=json`, admin);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="personal-data-.*\.json"/);
    const exported = JSON.parse(json.body) as { records: PersonalRecord[] };
    expect(exported.records.map((r) => r.fields.message).sort()).toEqual(
      ['Is there a bus from Jasidih?', 'Moving in March'].sort(),
    );
    const csv = await call('GET', `/api/admin/privacy/requests/${id}/export?format=csv`, admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"enquiries","' + admission + '"');
    expect(csv.body).toContain('"studentName","Rohan Kumar"');
    expect(csv.body).not.toContain('Asha');

    const erased = await call('POST', `/api/admin/privacy/requests/${id}/erase`, admin);
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data.erased).toEqual({ enquiries: 2, subscriptions: 0 });
    const left = await t.database.db.select({ id: enquiries.id }).from(enquiries);
    expect(left.map((r) => r.id)).toContain(other);
    expect(left.map((r) => r.id)).not.toContain(quick);
    expect(left.map((r) => r.id)).not.toContain(admission);
    const after = await call('GET', `/api/admin/privacy/requests/${id}`, admin);
    expect(after.json().data.records).toEqual([]);

    const closed = await call('POST', `/api/admin/privacy/requests/${id}/close`, admin, { answer: '' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ mailed: true, request: { status: 'done', overdue: false } });
    const answer = smtp.mails.at(-1)!;
    expect(answer.envelopeTo).toEqual([email]);
    expect(answer.parsed.text).toContain('The school has now done what you asked.');
    const twice = await call('POST', `/api/admin/privacy/requests/${id}/close`, admin, { answer: '' });
    expect(twice.statusCode).toBe(409);

    const own = (await auditEntries('privacy-request')).filter((e) => e.entityId === id);
    expect(own.map((e) => e.action).sort()).toEqual([
      'close',
      'create',
      'erase',
      'export',
      'export',
      'view',
      'view',
    ]);
    const erasures = (await auditEntries('enquiry')).filter(
      (e) => e.entityId === quick || e.entityId === admission,
    );
    expect(erasures.map((e) => [e.action, (e.after as { reason?: string }).reason])).toEqual([
      ['erase', 'request'],
      ['erase', 'request'],
    ]);
    const text = JSON.stringify([...own, ...erasures]);
    for (const secret of ['sunita', 'Sunita', 'Rohan', 'Jasidih', 'example.org'])
      expect(text).not.toContain(secret);
  });

  it("finds and erases the address's e-mail subscription ('Get notices') with its enquiries", async () => {
    const email = 'meena.joshi@example.org';
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: 'Meena.Joshi@example.org', notices: true, language: 'hi' },
      remoteAddress: newAddress(),
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    await sendEnquiry(email, 'Meena Joshi', 'Is the school open on Saturdays?');
    const id = await makeRequest(email);

    const opened = await call('GET', `/api/admin/privacy/requests/${id}`, admin);
    const records: PersonalRecord[] = opened.json().data.records;
    expect(records.map((r) => r.source).sort()).toEqual(['enquiries', 'subscriptions']);
    expect(records.find((r) => r.source === 'subscriptions')!.fields).toMatchObject({
      email,
      language: 'hi',
    });

    const erased = await call('POST', `/api/admin/privacy/requests/${id}/erase`, admin);
    expect(erased.json().data.erased).toEqual({ enquiries: 1, subscriptions: 1 });
    expect(await t.app.services.subscriptions.findByEmail(email)).toBeNull();
    const again = await call('GET', `/api/admin/privacy/requests/${id}`, admin);
    expect(again.json().data.records).toEqual([]);
  });

  it('corrects a field of a record of the address (names of the fields in the audit log, not values)', async () => {
    const email = 'ravi@example.org';
    const quick = await sendEnquiry(email, 'Ravi Kumr', 'Fees for Class 5?');
    const id = await makeRequest(email, 'correct', { correction: 'My name is Ravi Kumar' });
    const listed = (await requests()).find((r) => r._id === id)!;
    expect(listed.correction).toBe('My name is Ravi Kumar');

    const wrongField = await call(
      'PATCH',
      `/api/admin/privacy/requests/${id}/records/enquiries/${quick}`,
      admin,
      {
        fields: { status: 'handled' },
      },
    );
    expect(wrongField.statusCode).toBe(400);
    const fixed = await call('PATCH', `/api/admin/privacy/requests/${id}/records/enquiries/${quick}`, admin, {
      fields: { name: 'Ravi Kumar' },
    });
    expect(fixed.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, quick));
    expect(row!.name).toBe('Ravi Kumar');
    const corrections = (await auditEntries('privacy-request')).filter((e) => e.action === 'correct');
    expect(JSON.stringify(corrections)).not.toContain('Ravi');
  });

  it('flags an open request past its due date on the counts and in the list', async () => {
    const id = await makeRequest('slow@example.org', 'see');
    await t.database.db
      .update(privacyRequests)
      .set({ dueAt: sql`now() - interval '1 day'` })
      .where(eq(privacyRequests.id, id));
    const listed = (await requests()).find((r) => r._id === id)!;
    expect(listed.overdue).toBe(true);
    const counts = (await call('GET', '/api/admin/privacy/requests/counts', admin)).json().data.counts;
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
  });
});

describe('the request page works without JavaScript', () => {
  it('asks, takes the code and answers, all as plain form posts in the page language', async () => {
    const before = smtp.mails.length;
    const asked = await postForm('/hi/privacy/request', {
      step: 'ask',
      kind: 'see',
      email: 'form@example.org',
    });
    expect(asked.statusCode).toBe(303);
    const location = asked.headers.location as string;
    expect(location).toMatch(/^\/hi\/privacy\/request\?ticket=[A-Za-z0-9_-]{20,}#privacy-request$/);
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.parsed.subject).toContain('आपका कोड');
    const code = /(\d{6})/.exec(mail.parsed.text ?? '')![1]!;
    const ticket = new URL(location, 'http://x').searchParams.get('ticket')!;

    const page = await call('GET', location.split('#')[0]!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain(`name="ticket" value="${ticket}"`);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await postForm('/privacy/request', { step: 'confirm', ticket, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('That code is not right. Check the e-mail and type the 6 digits again.');
    expect(refused.body).toContain(`name="ticket" value="${ticket}"`);

    const done = await postForm('/hi/privacy/request', { step: 'confirm', ticket, code });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/hi/privacy/request?request=sent#privacy-request');
    const listed = (await requests()).find((r) => r.email === 'form@example.org')!;
    expect(listed).toMatchObject({ kind: 'see', locale: 'hi' });
    const answer = await call('GET', '/hi/privacy/request?request=sent');
    expect(answer.body).toContain('data-testid="privacy-request-sent"');

    const notice = await call('GET', '/privacy');
    expect(notice.body).toContain('href="/privacy/request"');
  });
});

describe('the breach register', () => {
  it('records an incident with its 72-hour clock, drafts the notice, and sends it to the addresses of a range', async () => {
    await sendEnquiry('one@example.org', 'One Parent', 'Question one');
    await sendEnquiry('two@example.org', 'Two Parent', 'Question two');
    await sendEnquiry('ONE@example.org', 'One Parent', 'Again');
    const foundAt = new Date(Date.now() - 5 * 3_600_000).toISOString();
    const created = await call('POST', '/api/admin/privacy/incidents', admin, {
      what: 'A laptop with an enquiry export was lost on a bus',
      foundAt,
      dataAffected: 'Names, e-mail addresses and phone numbers of parents who sent enquiries',
      people: 40,
    });
    expect(created.statusCode).toBe(201);
    const incident = created.json().data.incident;
    expect(new Date(incident.reportDueAt).getTime() - new Date(foundAt).getTime()).toBe(72 * 3_600_000);
    expect(incident.noticeText).toContain('What happened: A laptop with an enquiry export was lost on a bus');
    expect(incident.noticeText).toContain('Names, e-mail addresses and phone numbers');

    const bad = await call('POST', '/api/admin/privacy/incidents', admin, {
      what: '',
      foundAt: 'yesterday',
      people: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['dataAffected', 'foundAt', 'people', 'what']);

    const edited = await call('PATCH', `/api/admin/privacy/incidents/${incident._id}`, admin, {
      noticeText: `${incident.noticeText}\nEdited by the Principal.`,
      reportedAt: new Date().toISOString(),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.incident.reportedAt).not.toBeNull();

    const range = { from: dateYearsAgo(1), to: schoolToday() };
    const count = await call(
      'GET',
      `/api/admin/privacy/incidents/${incident._id}/recipients?from=${range.from}&to=${range.to}`,
      admin,
    );
    const addresses = count.json().data.count as number;
    expect(addresses).toBeGreaterThanOrEqual(2);
    const stale = await call('POST', `/api/admin/privacy/incidents/${incident._id}/send`, admin, {
      ...range,
      expectedCount: addresses + 1,
    });
    expect(stale.statusCode).toBe(409);

    const before = smtp.mails.length;
    const sent = await call('POST', `/api/admin/privacy/incidents/${incident._id}/send`, admin, {
      ...range,
      expectedCount: addresses,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      sent: addresses,
      failed: 0,
      incident: { noticeSentCount: addresses },
    });
    const mails = (await smtp.waitFor(before + addresses)).slice(before);
    expect(mails.every((m) => m.envelopeTo.length === 1)).toBe(true);
    expect(mails.filter((m) => m.envelopeTo[0] === 'one@example.org')).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('Edited by the Principal.');
    const audit = JSON.stringify(await auditEntries('privacy-incident'));
    expect(audit).not.toContain('example.org');
  });
});

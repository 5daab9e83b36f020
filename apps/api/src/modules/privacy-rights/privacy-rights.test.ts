import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie?: string, payload?: unknown) {
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
    // What the mail is: plain text only, from the school's no-reply address, marked automatic, with
    // a Message-ID of the sender's domain; no Reply-To and none of an enquiry's headers.
    expect(mail.parsed.from?.value).toEqual([
      { name: expect.stringMatching(/ website$/), address: 'no-reply@localhost' },
    ]);
    expect(mail.parsed.html).toBe(false);
    expect(mail.parsed.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
    expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.parsed.messageId).toMatch(/^<[0-9a-f-]+@localhost>$/);
    expect(mail.parsed.replyTo).toBeUndefined();
    expect(mail.parsed.headers.has('x-enquiry-id')).toBe(false);
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
    // Before Send, what the address and the request are used for, and the notice's link.
    const form = await call('GET', '/privacy/request');
    expect(form.body).toContain(
      'We use your address and your request only to answer it, and keep them as proof that we did.',
    );
    expect(form.body).toMatch(
      /who sees them:(<!-- -->)?\s*(<!-- -->)?<a href="\/privacy">Privacy notice<\/a>/,
    );
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
  it('records an incident with its 72-hour clock, drafts the notice in English and Hindi, and queues it for the addresses of a range; the outbox sends each parent one mail in their language', async () => {
    await sendEnquiry('one@example.org', 'One Parent', 'Question one');
    await sendEnquiry('two@example.org', 'Two Parent', 'Question two');
    await sendEnquiry('ONE@example.org', 'One Parent', 'Again');
    const hindi = await call('POST', '/api/enquiries', undefined, {
      name: 'Sunita Devi',
      email: 'hindi-parent@example.org',
      phone: '9876543210',
      message: 'कक्षा 1 में प्रवेश के बारे में',
      locale: 'hi',
    });
    expect(hindi.statusCode).toBe(201);
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
    // The Hindi draft: the catalogue's words around what staff typed.
    expect(incident.noticeTextHi).toContain('आदरणीय अभिभावक,');
    expect(incident.noticeTextHi).toContain('क्या हुआ: A laptop with an enquiry export was lost on a bus');
    expect(incident.noticeProgress).toEqual({ queued: 0, sent: 0, failed: 0, total: 0 });

    const bad = await call('POST', '/api/admin/privacy/incidents', admin, {
      what: '',
      foundAt: 'yesterday',
      people: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['dataAffected', 'foundAt', 'people', 'what']);

    const edited = await call('PATCH', `/api/admin/privacy/incidents/${incident._id}`, admin, {
      noticeText: `${incident.noticeText}\nEdited by the Principal.`,
      noticeTextHi: `${incident.noticeTextHi}\nहमें खेद है। (प्रधानाचार्य)`,
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
    expect(addresses).toBeGreaterThanOrEqual(3);
    const stale = await call('POST', `/api/admin/privacy/incidents/${incident._id}/send`, admin, {
      ...range,
      expectedCount: addresses + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(`The range now has ${addresses} addresses`);

    // Approving queues the mails in the request and sends none: the outbox does, with retries.
    const before = smtp.mails.length;
    const approved = await call('POST', `/api/admin/privacy/incidents/${incident._id}/send`, admin, {
      ...range,
      expectedCount: addresses,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      queued: addresses,
      incident: {
        noticeQueued: addresses,
        noticeProgress: { queued: addresses, sent: 0, failed: 0, total: addresses },
      },
    });
    expect(approved.json().data.incident.noticeApprovedAt).not.toBeNull();
    expect(smtp.mails.length).toBe(before);
    // Approved is final: the notice can no longer be changed.
    const late = await call('PATCH', `/api/admin/privacy/incidents/${incident._id}`, admin, {
      noticeText: 'Something else',
    });
    expect(late.statusCode).toBe(409);

    await t.app.services.subscriptions.outbox.runOnce();
    const mails = (await smtp.waitFor(before + addresses)).slice(before);
    expect(mails).toHaveLength(addresses);
    expect(mails.every((m) => m.envelopeTo.length === 1)).toBe(true);
    const to = (address: string) => mails.filter((m) => m.envelopeTo[0] === address);
    expect(to('one@example.org')).toHaveLength(1);
    expect(to('one@example.org')[0]!.parsed.text).toContain('Edited by the Principal.');
    expect(to('one@example.org')[0]!.parsed.subject).toMatch(/: about your personal data$/);
    const hindiMail = to('hindi-parent@example.org');
    expect(hindiMail).toHaveLength(1);
    expect(hindiMail[0]!.parsed.text).toContain('हमें खेद है। (प्रधानाचार्य)');
    expect(hindiMail[0]!.parsed.text).not.toContain('Edited by the Principal.');
    expect(hindiMail[0]!.parsed.subject).toMatch(/: आपके व्यक्तिगत डेटा के बारे में$/);
    expect(new Set(mails.map((m) => String(m.parsed.messageId))).size).toBe(addresses);
    // A breach notice is the outbox's kind 'breach': its Message-ID says so, its HTML part is the text,
    // in the parent's language, and it asks auto-responders to stay quiet.
    expect(mails.every((m) => /^<breach-[^@]+@[^>]+>$/.test(String(m.parsed.messageId)))).toBe(true);
    expect(hindiMail[0]!.parsed.html).toContain('<html lang="hi">');
    expect(hindiMail[0]!.parsed.html).toContain('हमें खेद है। (प्रधानाचार्य)');
    expect(hindiMail[0]!.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(hindiMail[0]!.parsed.headers.get('content-language')).toBe('hi');

    const progress = await call('GET', `/api/admin/privacy/incidents/${incident._id}`, admin);
    expect(progress.json().data.incident.noticeProgress).toEqual({
      queued: 0,
      sent: addresses,
      failed: 0,
      total: addresses,
    });
    // Approving the same range again queues nobody twice.
    const again = await call('POST', `/api/admin/privacy/incidents/${incident._id}/send`, admin, {
      ...range,
      expectedCount: addresses,
    });
    expect(again.json().data.queued).toBe(0);
    await t.app.services.subscriptions.outbox.runOnce();
    expect(smtp.mails.length).toBe(before + addresses);

    // Once sent, the outbox keeps no address; the audit log has none either.
    const kept = await t.database.db.execute(
      sql`select count(*)::int as n from subscription_sends where kind = 'breach' and email is not null`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const audit = JSON.stringify(await auditEntries('privacy-incident'));
    expect(audit).not.toContain('example.org');

    // A parent who has the school erase their data: the outbox's record of their notice goes too.
    const breachSends = async () => {
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from subscription_sends where kind = 'breach' and item_id = ${incident._id}`,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    expect(await breachSends()).toBe(addresses);
    const erasing = await makeRequest('two@example.org', 'erase');
    expect((await call('POST', `/api/admin/privacy/requests/${erasing}/erase`, admin)).statusCode).toBe(200);
    expect(await breachSends()).toBe(addresses - 1);
  });
});

describe('a breach notice where EmailJS delivers the enquiries', () => {
  it('goes to the parent over SMTP, never through the enquiry template of EmailJS', async () => {
    const emailJsCalls: string[] = [];
    const emailJs = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        emailJsCalls.push(body);
        response.writeHead(200).end('OK');
      });
    });
    await new Promise<void>((resolve) => emailJs.listen(0, '127.0.0.1', resolve));
    const both = await createTestApp({
      seeded: false,
      env: {
        SMTP_URL: smtp.url,
        EMAILJS_SERVICE_ID: 'service_skp',
        EMAILJS_TEMPLATE_ID: 'template_enquiry',
        EMAILJS_PUBLIC_KEY: 'public-key-1',
        EMAILJS_URL: `http://127.0.0.1:${(emailJs.address() as AddressInfo).port}/api/v1.0/email/send`,
      },
    });
    try {
      const asked = await both.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: {
          name: 'Breach Parent',
          email: 'breach-parent@example.org',
          phone: '9876543210',
          message: 'Fees?',
        },
        remoteAddress: newAddress(),
      });
      expect(asked.statusCode).toBe(201);
      const cookie = await sessionFor(both, 'admin');
      const adminCall = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
        both.app.inject({
          method,
          url,
          headers: { cookie },
          ...(payload ? { payload } : {}),
          remoteAddress: newAddress(),
        });
      const created = await adminCall('POST', '/api/admin/privacy/incidents', {
        what: 'A printed enquiry list was left on a bus',
        foundAt: new Date(Date.now() - 3_600_000).toISOString(),
        dataAffected: 'Names and e-mail addresses of parents who sent enquiries',
        people: 1,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.incident._id as string;
      const range = { from: dateYearsAgo(1), to: schoolToday() };
      const sent = await adminCall('POST', `/api/admin/privacy/incidents/${id}/send`, {
        ...range,
        expectedCount: 1,
      });
      expect(sent.statusCode).toBe(200);
      const before = smtp.mails.length;
      await both.app.services.subscriptions.outbox.runOnce();
      const mails = (await smtp.waitFor(before + 1)).slice(before);
      expect(mails.map((mail) => mail.envelopeTo)).toEqual([['breach-parent@example.org']]);
      expect(mails[0]!.parsed.text).toContain('What happened: A printed enquiry list was left on a bus');
      expect(emailJsCalls.filter((call) => call.includes('A printed enquiry list'))).toEqual([]);
      const progress = await adminCall('GET', `/api/admin/privacy/incidents/${id}`);
      expect(progress.json().data.incident.noticeProgress).toMatchObject({ sent: 1, failed: 0 });
    } finally {
      await both.close();
      await new Promise((resolve) => emailJs.close(resolve));
    }
  });
});

describe('retention of the requests themselves', () => {
  it('erases a closed request once it is older than the years set (3 by default), on a controlled clock; open ones stay; the audit log has its id only', async () => {
    const yearsAgo = (years: number, days = 0) =>
      new Date(Date.now() - years * 365.25 * 86_400_000 - days * 86_400_000);
    const [oldClosed, recentClosed, oldOpen] = await t.database.db
      .insert(privacyRequests)
      .values([
        {
          kind: 'erase',
          email: 'kept-long-ago@example.org',
          status: 'done',
          dueAt: yearsAgo(4),
          closedAt: yearsAgo(4),
          createdAt: yearsAgo(4),
        },
        {
          kind: 'see',
          email: 'closed-last-year@example.org',
          status: 'done',
          dueAt: yearsAgo(1),
          closedAt: yearsAgo(1),
          createdAt: yearsAgo(1),
        },
        {
          kind: 'see',
          email: 'still-open@example.org',
          status: 'open',
          dueAt: yearsAgo(5),
          createdAt: yearsAgo(5),
        },
      ])
      .returning({ id: privacyRequests.id });
    const held = async () =>
      (await t.database.db.select({ id: privacyRequests.id }).from(privacyRequests)).map((r) => r.id);

    // Today, with the default 3 years: only the request closed 4 years ago goes.
    const today = await t.app.housekeeping.runOnce(new Date());
    expect(today.privacyRequestsErased).toBe(1);
    expect(await held()).not.toContain(oldClosed!.id);
    expect(await held()).toEqual(expect.arrayContaining([recentClosed!.id, oldOpen!.id]));

    // Two years and a day on, the one closed last year is 3 years old: it goes; the open one never does.
    const later = new Date(Date.now() + 2 * 365.25 * 86_400_000 + 86_400_000);
    await t.app.housekeeping.runOnce(later);
    expect(await held()).not.toContain(recentClosed!.id);
    expect(await held()).toContain(oldOpen!.id);

    const erased = (await auditEntries('privacy-request')).filter(
      (entry) => entry.action === 'erase' && entry.entityId === oldClosed!.id,
    );
    expect(erased).toHaveLength(1);
    expect(JSON.stringify(erased)).not.toContain('example.org');
  });

  it('takes the years from Settings > Privacy, refusing a number outside 1 to 10 by name', async () => {
    const put = (years: unknown) =>
      call('PUT', '/api/admin/settings/privacy', admin, { requestRetentionYears: years });
    const refused = await put(0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(
      'requestRetentionYears must be a whole number of years from 1 to 10',
    );
    expect((await put(1)).statusCode).toBe(200);
    const [closed] = await t.database.db
      .insert(privacyRequests)
      .values({
        kind: 'see',
        email: 'closed-18-months-ago@example.org',
        status: 'done',
        dueAt: new Date(Date.now() - 550 * 86_400_000),
        closedAt: new Date(Date.now() - 548 * 86_400_000),
      })
      .returning({ id: privacyRequests.id });
    expect((await t.app.housekeeping.runOnce(new Date())).privacyRequestsErased).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.id, closed!.id)),
    ).toEqual([]);
  });
});

describe('Privacy > Requests and Incidents a page at a time', () => {
  it('pages the requests (open first, soonest due first) and the incidents (latest found first), without overlap, with the total', async () => {
    const due = (days: number) => new Date(Date.now() + days * 86_400_000);
    await t.database.db.insert(privacyRequests).values(
      [3, 1, 2].map((days) => ({
        kind: 'see' as const,
        email: `paged-${days}@example.org`,
        dueAt: due(days),
      })),
    );
    for (const hoursAgo of [30, 10, 20]) {
      const made = await call('POST', '/api/admin/privacy/incidents', admin, {
        what: `Paged incident ${hoursAgo}`,
        foundAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
        dataAffected: 'Names',
        people: 1,
      });
      expect(made.statusCode).toBe(201);
    }
    for (const [path, key] of [
      ['/api/admin/privacy/requests', 'requests'],
      ['/api/admin/privacy/incidents', 'incidents'],
    ] as const) {
      const first = (await call('GET', `${path}?page=1&limit=2`, admin)).json().data;
      const total = first.pagination.total as number;
      expect(total).toBeGreaterThanOrEqual(3);
      expect(first[key]).toHaveLength(2);
      expect(first.pagination).toMatchObject({ page: 1, limit: 2, pages: Math.ceil(total / 2) });
      const seen: string[] = [];
      for (let page = 1; page <= first.pagination.pages; page++) {
        const answer = (await call('GET', `${path}?page=${page}&limit=2`, admin)).json().data;
        seen.push(...answer[key].map((item: { _id: string }) => item._id));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      const refused = await call('GET', `${path}?limit=1000`, admin);
      expect(refused.statusCode).toBe(400);
    }
    // The order across pages: the open requests by due date, the incidents latest found first.
    const all = (await call('GET', '/api/admin/privacy/requests?limit=100', admin)).json().data
      .requests as PrivacyRequest[];
    const paged = all.filter((r) => r.email.startsWith('paged-')).map((r) => r.email);
    expect(paged).toEqual(['paged-1@example.org', 'paged-2@example.org', 'paged-3@example.org']);
    const incidents = (await call('GET', '/api/admin/privacy/incidents?limit=100', admin)).json().data
      .incidents as { what: string }[];
    expect(incidents.map((i) => i.what).filter((w) => w.startsWith('Paged'))).toEqual([
      'Paged incident 10',
      'Paged incident 20',
      'Paged incident 30',
    ]);
  });
});

describe('without an SMTP server', () => {
  it('sends parents nothing, even with EmailJS set up for the enquiries: the page says to write to the Grievance Officer', async () => {
    // EmailJS's template is the enquiry's: a parent's code or answer goes only over SMTP_URL.
    const noSmtp = await createTestApp({
      seeded: false,
      env: {
        EMAILJS_SERVICE_ID: 'service_skp',
        EMAILJS_TEMPLATE_ID: 'template_enquiry',
        EMAILJS_PUBLIC_KEY: 'public-key-1',
        EMAILJS_URL: 'http://127.0.0.1:9/api/v1.0/email/send',
      },
      siteRenderer: await siteRendererFromSource(),
    });
    try {
      expect(noSmtp.app.services.privacyRights.mailReady).toBe(false);
      const asked = await noSmtp.app.inject({
        method: 'POST',
        url: '/api/privacy/requests',
        payload: { kind: 'see', email: 'no-smtp@example.org' },
      });
      expect(asked.statusCode).toBe(409);
      expect(asked.body).toContain(PRIVACY_REQUEST_MESSAGES.mailOff);
      const page = await noSmtp.app.inject({ method: 'GET', url: '/privacy/request' });
      expect(page.body).toContain('Please write to the Grievance Officer named on the privacy notice.');
      expect(page.body).not.toContain('name="email"');
    } finally {
      await noSmtp.close();
    }
  });
});

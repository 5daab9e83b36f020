import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enquiries, rateLimits } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** A client address of its own per test, so rate-limit counters do not mix. */
function newAddress() {
  addressCounter++;
  return `10.7.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function post(url: string, payload: unknown, remoteAddress = newAddress()) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const validEnquiry = {
  name: 'Asha Kumari',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  message: 'Is there a school bus from Jasidih?\nThank you.',
};

function dateYearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + extraDays);
  return date.toISOString().slice(0, 10);
}

const validAdmission = {
  studentName: 'Rohan Kumar',
  dateOfBirth: dateYearsAgo(6),
  classSought: 'Class 1',
  parentName: 'Sunita Devi',
  phone: '9876543210',
  email: 'sunita@example.org',
  message: 'We are moving to Deoghar in March.',
  consent: true,
};

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(enquiries);
  return row!.n;
}

describe('POST /api/enquiries', () => {
  it('stores the enquiry before answering 201 with its id, pending delivery', async () => {
    const { status, body } = await post('/api/enquiries', validEnquiry);
    expect(status).toBe(201);
    expect(body).toEqual({
      status: 'success',
      data: { enquiry: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    });
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, body.data.enquiry._id));
    expect(row).toMatchObject({
      kind: 'enquiry',
      ...validEnquiry,
      details: {},
      status: 'new',
      delivery: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
  });

  it('trims the fields and ignores unknown ones', async () => {
    const { status, body } = await post('/api/enquiries', {
      ...validEnquiry,
      name: '  Asha  ',
      email: ' asha@example.org ',
      status: 'handled',
      delivery: 'sent',
    });
    expect(status).toBe(201);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, body.data.enquiry._id));
    expect(row).toMatchObject({
      name: 'Asha',
      email: 'asha@example.org',
      status: 'new',
      delivery: 'pending',
    });
  });

  it.each([
    ['name', { name: undefined }, 'name is required'],
    ['name', { name: '   ' }, 'name is required'],
    ['name', { name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
    ['name', { name: 42 }, 'name is required'],
    ['email', { email: undefined }, 'email is required'],
    ['email', { email: 'not-an-address' }, 'email must be a valid e-mail address'],
    ['email', { email: 'a@b' }, 'email must be a valid e-mail address'],
    ['email', { email: `${'a'.repeat(250)}@example.org` }, 'email must be at most 254 characters'],
    ['phone', { phone: undefined }, 'phone is required'],
    ['phone', { phone: '' }, 'phone is required'],
    ['phone', { phone: '1'.repeat(31) }, 'phone must be at most 30 characters'],
    ['message', { message: undefined }, 'message is required'],
    ['message', { message: ' \n ' }, 'message is required'],
    ['message', { message: 'x'.repeat(2001) }, 'message must be at most 2000 characters'],
    ['message', { message: 'Hello\u0000' }, 'message must not contain NUL characters'],
    ['name', { name: 'A\u0000B' }, 'name must not contain NUL characters'],
  ])('rejects a bad %s (%j) with a 400 naming it', async (field, change, text) => {
    const before = await rowCount();
    const { status, body } = await post('/api/enquiries', { ...validEnquiry, ...change });
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(`'${field}'`);
    expect(body.fieldErrors[field]).toContain(text);
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(await rowCount()).toBe(before);
  });

  it('names every bad field at once, and answers 400 to a body that is not an object', async () => {
    const { status, body } = await post('/api/enquiries', {});
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'message', 'name', 'phone']);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
      remoteAddress: newAddress(),
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The request body is not valid JSON');
  });

  it('accepts a filled honeypot silently and drops it', async () => {
    const before = await rowCount();
    const { status, body } = await post('/api/enquiries', {
      ...validEnquiry,
      website: 'http://spam.example',
    });
    expect(status).toBe(201);
    expect(body.data.enquiry._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowCount()).toBe(before);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, body.data.enquiry._id));
    expect(row).toBeUndefined();
    // An empty honeypot (what the form sends) is a person.
    const person = await post('/api/enquiries', { ...validEnquiry, website: '' });
    expect(person.status).toBe(201);
    expect(await rowCount()).toBe(before + 1);
  });

  it('allows 5 enquiries per address in 10 minutes, then 429 with Retry-After and a clear message', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/enquiries', validEnquiry, address)).status).toBe(201);
    const before = await rowCount();
    const limited = await post('/api/enquiries', validEnquiry, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 'error', code: 'TOO_MANY_REQUESTS' });
    expect(limited.body.message).toMatch(
      /^Too many enquiries from your address\. Please try again in (9|10) minutes, or contact the school directly\.$/,
    );
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await rowCount()).toBe(before);
    // Honeypot hits count too, so a bot cannot probe past the limit.
    expect((await post('/api/enquiries', { ...validEnquiry, website: 'x' }, address)).status).toBe(429);
    // Other addresses and the admission form have their own counters.
    expect((await post('/api/enquiries', validEnquiry)).status).toBe(201);
    expect((await post('/api/admission', validAdmission, address)).status).toBe(201);
    // The counter lives in the database: once its window has passed, the address may send again.
    const [counter] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `enquiry:${address}`));
    expect(counter!.count).toBe(7);
    await t.database.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '601 seconds'` })
      .where(eq(rateLimits.key, `enquiry:${address}`));
    expect((await post('/api/enquiries', validEnquiry, address)).status).toBe(201);
  });

  it('does not count requests that fail validation', async () => {
    const address = newAddress();
    for (let i = 0; i < 6; i++)
      expect((await post('/api/enquiries', { name: 'x' }, address)).status).toBe(400);
    expect((await post('/api/enquiries', validEnquiry, address)).status).toBe(201);
  });
});

describe('POST /api/admission', () => {
  it('stores an admission enquiry with its details and answers 201', async () => {
    const { status, body } = await post('/api/admission', validAdmission);
    expect(status).toBe(201);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, body.data.enquiry._id));
    expect(row).toMatchObject({
      kind: 'admission',
      name: 'Sunita Devi',
      email: 'sunita@example.org',
      phone: '9876543210',
      message: 'We are moving to Deoghar in March.',
      details: {
        studentName: 'Rohan Kumar',
        dateOfBirth: validAdmission.dateOfBirth,
        classSought: 'Class 1',
        parentName: 'Sunita Devi',
      },
      delivery: 'pending',
    });
  });

  it('makes the message optional', async () => {
    const { message: _message, ...withoutMessage } = validAdmission;
    const { status, body } = await post('/api/admission', withoutMessage);
    expect(status).toBe(201);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, body.data.enquiry._id));
    expect(row!.message).toBe('');
  });

  it.each([
    ['studentName', { studentName: '' }, 'studentName is required'],
    ['studentName', { studentName: 'x'.repeat(101) }, 'studentName must be at most 100 characters'],
    ['dateOfBirth', { dateOfBirth: undefined }, 'dateOfBirth is required'],
    ['dateOfBirth', { dateOfBirth: '12/03/2019' }, 'dateOfBirth must be a date (YYYY-MM-DD)'],
    ['dateOfBirth', { dateOfBirth: '2019-02-30' }, 'dateOfBirth must be a date (YYYY-MM-DD)'],
    ['dateOfBirth', { dateOfBirth: dateYearsAgo(0, 2) }, 'dateOfBirth cannot be in the future'],
    ['dateOfBirth', { dateOfBirth: dateYearsAgo(26) }, 'dateOfBirth must be within the last 25 years'],
    ['classSought', { classSought: 'Class 13' }, 'classSought must be one of:'],
    ['classSought', { classSought: undefined }, 'classSought must be one of:'],
    ['parentName', { parentName: ' ' }, 'parentName is required'],
    ['phone', { phone: undefined }, 'phone is required'],
    ['email', { email: 'sunita@' }, 'email must be a valid e-mail address'],
    ['message', { message: 'x'.repeat(2001) }, 'message must be at most 2000 characters'],
    ['message', { message: '\u0000' }, 'message must not contain NUL characters'],
    ['studentName', { studentName: 'R\u0000' }, 'studentName must not contain NUL characters'],
  ])('rejects a bad %s (%j) with a 400 naming it', async (field, change, text) => {
    const before = await rowCount();
    const { status, body } = await post('/api/admission', { ...validAdmission, ...change });
    expect(status).toBe(400);
    expect(body.message).toContain(`'${field}'`);
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(body.fieldErrors[field].join(' ')).toContain(text);
    expect(await rowCount()).toBe(before);
  });

  it("takes 'today' as India's today: at 01:16 IST on 27 Nov (19:46 UTC on the 26th) a child born that day is accepted, the next day is not", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T19:46:00Z'));
    try {
      const born = await post('/api/admission', { ...validAdmission, dateOfBirth: '2026-11-27' });
      expect(born.status).toBe(201);
      const tomorrow = await post('/api/admission', { ...validAdmission, dateOfBirth: '2026-11-28' });
      expect(tomorrow.status).toBe(400);
      expect(tomorrow.body.fieldErrors.dateOfBirth.join(' ')).toContain(
        'dateOfBirth cannot be in the future',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a honeypot hit and rate-limits per address', async () => {
    const before = await rowCount();
    const bot = await post('/api/admission', { ...validAdmission, website: 'buy now' });
    expect(bot.status).toBe(201);
    expect(await rowCount()).toBe(before);
    const address = newAddress();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/admission', validAdmission, address)).status).toBe(201);
    const limited = await post('/api/admission', validAdmission, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

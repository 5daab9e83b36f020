import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../db/schema/index';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server';
import { createTestApp, type TestApp } from '../test/test-app';

const SUCCESS = 'Thank you for your enquiry! We will get back to you soon.';
const ERROR = 'Sorry, there was an error sending your enquiry. Please try again.';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    seeded: false,
    siteRenderer: await siteRendererFromSource(),
    env: { SMTP_URL: smtp.url, ENQUIRY_TO: 'office@skp.example' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let addressCounter = 0;
const newAddress = () => `10.8.0.${++addressCounter}`;

/** A browser's form POST from the site's own page (Origin is the site). */
function postForm(
  path: string,
  fields: Record<string, string>,
  options: { remoteAddress?: string; origin?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: options.origin ?? new URL(t.config.publicUrl).origin,
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: options.remoteAddress ?? newAddress(),
  });
}

async function stored(marker: string) {
  return t.database.db
    .select()
    .from(enquiries)
    .where(sql`${enquiries.message} like ${`%${marker}%`} or ${enquiries.name} like ${`%${marker}%`}`);
}

/** The opening tag of the element with this id (attributes in any order). */
function tagOf(html: string, element: string, id: string): string {
  const found = new RegExp(`<${element}\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  expect(found, `<${element} id="${id}">`).toBeDefined();
  return found!;
}

const quick = (marker: string) => ({
  name: 'Asha Kumari',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  message: `Is there a school bus from Jasidih? ${marker}`,
  website: '',
});

function dateYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

const admission = (marker: string) => ({
  studentName: 'Rohan Kumar',
  dateOfBirth: dateYearsAgo(6),
  classSought: 'Class 1',
  parentName: 'Sunita Devi',
  phone: '9876543210',
  email: 'sunita@example.org',
  message: `Moving to Deoghar in March. ${marker}`,
  consent: 'on',
  website: '',
});

describe('the enquiry forms without JavaScript (a plain HTML POST to the page)', () => {
  it('Contact: stores one enquiry, mails it once, and redirects to the page with the success text', async () => {
    const marker = `html-post-${Date.now()}`;
    const response = await postForm('/contact', quick(marker));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?enquiry=sent#quick-enquiry');

    const rows = await stored(marker);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'enquiry', name: 'Asha Kumari', email: 'asha@example.org' });
    expect(rows[0]!.delivery).toBe('pending');
    expect(await t.app.services.enquiries.outbox.runOnce()).toMatchObject({ sent: 1 });
    const mails = smtp.mails.filter((mail) => mail.parsed.text?.includes(marker));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.envelopeTo).toEqual(['office@skp.example']);

    const page = await t.app.inject({ url: '/contact?enquiry=sent' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(SUCCESS);
    expect(page.body).not.toContain(ERROR);
    expect(tagOf(page.body, 'input', 'quick-enquiry-name')).toContain('value=""');
    // A plain visit has no result.
    expect((await t.app.inject({ url: '/contact' })).body).not.toContain(SUCCESS);
  });

  it('Admissions: stores the admission enquiry with its details and redirects to the success text', async () => {
    const marker = `html-admission-${Date.now()}`;
    const response = await postForm('/admissions', admission(marker));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admissions?enquiry=sent#admission-enquiry');
    const rows = await stored(marker);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'admission',
      name: 'Sunita Devi',
      details: { studentName: 'Rohan Kumar', classSought: 'Class 1' },
    });
    const page = await t.app.inject({ url: '/admissions?enquiry=sent' });
    expect(page.body).toContain(SUCCESS);
  });

  it('a bad submission answers 400 with the page: the error text, each field named, what was typed kept', async () => {
    const marker = `html-bad-${Date.now()}`;
    const response = await postForm('/contact', { ...quick(marker), email: 'asha@example', message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain(ERROR);
    expect(html).toContain('email must be a valid e-mail address');
    expect(html).toContain('message is required');
    expect(html).not.toContain(SUCCESS);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Asha Kumari"/);
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/,
    );
    expect(html).toContain('value="asha@example"');
    expect(html).toContain('<title>Contact Us | S.K.P. Vidya Vihar, Deoghar</title>');
    expect(await stored(marker)).toHaveLength(0);
  });

  it('Admissions: a future date of birth is named, the chosen class stays chosen', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const marker = `html-future-${Date.now()}`;
    const response = await postForm('/admissions', { ...admission(marker), dateOfBirth: future });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('dateOfBirth cannot be in the future');
    expect(response.body).toMatch(/<option value="Class 1" selected="">/);
    expect(tagOf(response.body, 'input', 'admission-enquiry-studentName')).toContain('value="Rohan Kumar"');
    expect(await stored(marker)).toHaveLength(0);
  });

  it('an empty or unparsable post is a 400 page naming the required fields, never a 500', async () => {
    const empty = await postForm('/contact', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('name is required');
    const nothing = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '%%%&&=',
    });
    expect(nothing.statusCode).toBe(400);
  });

  it('a filled honeypot is thanked like anyone, and nothing is stored or mailed', async () => {
    const marker = `html-bot-${Date.now()}`;
    const response = await postForm('/contact', { ...quick(marker), website: 'http://spam.example' });
    expect(response.statusCode).toBe(303);
    expect(await stored(marker)).toHaveLength(0);
  });

  it('shares the JSON API rate limit per address: the sixth in ten minutes is a 429 page with the reason', async () => {
    const remoteAddress = newAddress();
    for (let i = 0; i < 3; i++) {
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: quick(`rate-api-${i}`),
        remoteAddress,
      });
      expect(api.statusCode).toBe(201);
    }
    for (let i = 0; i < 2; i++) {
      expect((await postForm('/contact', quick(`rate-form-${i}`), { remoteAddress })).statusCode).toBe(303);
    }
    const marker = `rate-limited-${Date.now()}`;
    const limited = await postForm('/contact', quick(marker), { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toContain(ERROR);
    expect(limited.body).toContain('Too many enquiries from your address.');
    expect(limited.body).toContain('value="Asha Kumari"');
    expect(await stored(marker)).toHaveLength(0);
  });

  it('refuses a cross-site post as the API does, and stores nothing', async () => {
    const marker = `html-cross-${Date.now()}`;
    const response = await postForm('/contact', quick(marker), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
    const admissions = await postForm('/admissions', admission(marker), { origin: 'https://evil.example' });
    expect(admissions.statusCode).toBe(403);
    expect(await stored(marker)).toHaveLength(0);
  });

  it('renders both forms on their pages: labels, required fields, e-mail type, multi-line message, honeypot', async () => {
    const contact = (await t.app.inject({ url: '/contact' })).body;
    expect(contact).toContain('data-island="enquiry-form"');
    const form = tagOf(contact, 'form', 'quick-enquiry');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact#quick-enquiry"');
    expect(form).toContain('aria-labelledby="quick-enquiry-heading"');
    for (const field of ['name', 'email', 'phone', 'message']) {
      expect(contact).toContain(`<label for="quick-enquiry-${field}"`);
      expect(tagOf(contact, field === 'message' ? 'textarea' : 'input', `quick-enquiry-${field}`)).toContain(
        'required=""',
      );
    }
    expect(tagOf(contact, 'input', 'quick-enquiry-email')).toContain('type="email"');
    const honeypot = tagOf(contact, 'input', 'quick-enquiry-website');
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toContain('aria-hidden="true"');
    expect(honeypot).not.toContain('required');

    const admissions = (await t.app.inject({ url: '/admissions' })).body;
    expect(tagOf(admissions, 'form', 'admission-enquiry')).toContain(
      'action="/admissions#admission-enquiry"',
    );
    expect(tagOf(admissions, 'select', 'admission-enquiry-classSought')).toContain('required=""');
    expect(tagOf(admissions, 'input', 'admission-enquiry-dateOfBirth')).toContain('type="date"');
    expect(tagOf(admissions, 'textarea', 'admission-enquiry-message')).not.toContain('required');
  });
});

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE, type EnquiryCount, type PrivacyNotice } from '@skp/shared';
import { auditLog, enquiries } from '../../db/schema/index';
import { createAccount, sessionFor } from '../../test/auth-helpers';
import { siteRendererFromSource } from '../../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Personal data as India's DPDP Act asks of the school: the privacy notice made from the data
 * inventory and Settings > Privacy (versioned), the lines and the consent at each form, and
 * retention (erasure after the period, counts kept without names), on one app per part.
 */

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp({ seeded: false, siteRenderer: await siteRendererFromSource() });
  admin = await sessionFor(t, 'admin');
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
const newAddress = () => `10.35.0.${++addressCounter}`;

async function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: newAddress(),
  });
}

async function notice(): Promise<PrivacyNotice> {
  const response = await call('GET', '/api/privacy');
  expect(response.statusCode).toBe(200);
  return response.json().data.notice;
}

/** A browser's form POST from the site's own page (Origin is the site). */
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

async function enquiryCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(enquiries);
  return row!.n;
}

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
  message: `Moving in March. ${marker}`,
  website: '',
});

const OFFICER = { name: 'Meera Jha', email: 'grievance@school.test', phone: '+91 6432 222 333' };

describe('the privacy notice (/privacy): made from the inventory and Settings > Privacy, versioned', () => {
  it('says what each form collects, keeps one version until something changes, and the forms are not ready without a Grievance Officer', async () => {
    const first = await notice();
    expect(first.retentionMonths).toBe(12);
    expect(first.grievanceOfficer).toEqual({ name: '', email: '', phone: '' });
    const byForm = Object.fromEntries(first.inventory.map((entry) => [entry.form, entry]));
    // The fields come from the forms' own schemas: a new field would be listed.
    expect(byForm.quickEnquiry!.fields).toEqual(['name', 'email', 'phone', 'message']);
    expect(byForm.admissionEnquiry!.fields).toEqual([
      'studentName',
      'dateOfBirth',
      'classSought',
      'parentName',
      'phone',
      'email',
      'message',
    ]);
    expect(byForm.admissionEnquiry!.consentBox).toBe(true);
    expect((await notice()).version).toBe(first.version);

    const readiness = await call('GET', '/api/admin/privacy/readiness', editor);
    expect(readiness.statusCode).toBe(200);
    expect(readiness.json().data.readiness).toEqual({
      formsReady: false,
      missing: ['grievanceOfficer'],
      noticeVersion: first.version,
    });
    expect((await call('GET', '/api/admin/privacy/readiness')).statusCode).toBe(401);
  });

  it('Settings > Privacy: admins only, bad input refused with the field named, a saved officer makes a new version shown on both editions', async () => {
    const before = await notice();
    const settings = {
      grievanceOfficer: OFFICER,
      retentionMonths: 18,
      tcRetentionYears: 0,
      requestRetentionYears: 3,
    };
    expect((await call('PUT', '/api/admin/settings/privacy', editor, settings)).statusCode).toBe(403);

    const badMonths = await call('PUT', '/api/admin/settings/privacy', admin, {
      ...settings,
      retentionMonths: 0,
    });
    expect(badMonths.statusCode).toBe(400);
    expect(badMonths.json().message).toContain('retentionMonths must be between 1 and 36');
    const badEmail = await call('PUT', '/api/admin/settings/privacy', admin, {
      ...settings,
      grievanceOfficer: { ...OFFICER, email: 'not an address' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('grievanceOfficer.email must be a valid e-mail address');
    expect((await notice()).version).toBe(before.version);

    const saved = await call('PUT', '/api/admin/settings/privacy', admin, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.item).toEqual(settings);
    const after = await notice();
    expect(after.version).toBe(before.version + 1);
    expect(after.grievanceOfficer).toEqual(OFFICER);
    expect(after.retentionMonths).toBe(18);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'privacy'`);
    expect(entry).toMatchObject({ action: 'update', after: settings });

    const readiness = await call('GET', '/api/admin/privacy/readiness', editor);
    expect(readiness.json().data.readiness).toMatchObject({ formsReady: true, missing: [] });

    const english = await call('GET', '/privacy');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Grievance Officer');
    expect(english.body).toContain('Meera Jha');
    expect(english.body).toContain('mailto:grievance@school.test');
    expect(english.body).toContain(`Version ${after.version}, in force since`);
    expect(english.body).toContain('Erased 18 months after the last activity on it');
    expect(english.body).toContain('child&#x27;s date of birth');
    const hindi = await call('GET', '/hi/privacy');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('शिकायत अधिकारी');
    expect(hindi.body).toContain('Meera Jha');
    expect(hindi.body).toContain(`संस्करण ${after.version}`);
  });

  it("is in the sitemap in both editions and linked from every page's footer", async () => {
    const sitemap = (await call('GET', '/sitemap.xml')).body;
    expect(sitemap).toMatch(/<loc>[^<]+\/privacy<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]+\/hi\/privacy<\/loc>/);
    expect((await call('GET', '/')).body).toContain('href="/privacy"');
    expect((await call('GET', '/hi/contact')).body).toContain('href="/hi/privacy"');
  });
});

describe('at each form: the purpose and the notice before Send; the admission enquiry asks consent', () => {
  it("both forms name their purpose and link the notice in the page's language; the consent box starts unticked", async () => {
    const contact = (await call('GET', '/contact')).body;
    expect(contact).toContain('We use these details only to answer your enquiry.');
    expect(contact).toMatch(/<a href="\/privacy">Privacy notice<\/a>/);
    const admissions = (await call('GET', '/admissions')).body;
    expect(admissions).toContain('only to answer this admission enquiry');
    const box = /<input[^>]*id="admission-enquiry-consent"[^>]*>/.exec(admissions)?.[0];
    expect(box).toBeDefined();
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain('checked');
    expect(admissions).toContain(
      'I am this child&#x27;s parent or guardian and agree that the school uses these details to answer my admission enquiry',
    );
    const hindi = (await call('GET', '/hi/admissions')).body;
    expect(hindi).toContain('केवल इस प्रवेश पूछताछ का उत्तर देने के लिए');
    expect(hindi).toMatch(/<a href="\/hi\/privacy">गोपनीयता सूचना<\/a>/);
  });

  it('an admission enquiry without the box ticked is a 400 naming it, and nothing is stored (JSON and the plain form)', async () => {
    const before = await enquiryCount();
    const { website: _w, ...fields } = admission('no-consent');
    for (const consent of [undefined, false, 'no']) {
      const answer = await call('POST', '/api/admission', undefined, {
        ...fields,
        ...(consent === undefined ? {} : { consent }),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fieldErrors.consent).toEqual([CONSENT_REQUIRED_MESSAGE]);
    }
    const plain = await postForm('/admissions', admission('plain-no-consent'));
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('consent is required: tick');
    expect(/<input[^>]*id="admission-enquiry-studentName"[^>]*>/.exec(plain.body)?.[0]).toContain(
      'value="Rohan Kumar"',
    );
    const plainHindi = await postForm('/hi/admissions', admission('plain-no-consent-hi'));
    expect(plainHindi.statusCode).toBe(400);
    expect(plainHindi.body).toContain('कृपया सहमति के लिए बॉक्स पर सही का निशान लगाएँ');
    expect(await enquiryCount()).toBe(before);
  });

  it("each enquiry records the notice version, the page's language and the time of consent", async () => {
    const { version } = await notice();
    const sentAt = Date.now();
    const plain = await postForm('/hi/admissions', { ...admission('consent-hi'), consent: 'on' });
    expect(plain.statusCode).toBe(303);
    const json = await call('POST', '/api/enquiries', undefined, {
      name: 'Asha Kumari',
      email: 'asha@example.org',
      phone: '+91 98765 43210',
      message: 'Bus from Jasidih? consent-json',
    });
    expect(json.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(enquiries)
      .where(sql`${enquiries.message} like '%consent-hi%' or ${enquiries.message} like '%consent-json%'`);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(byKind.admission).toMatchObject({ locale: 'hi', noticeVersion: version });
    expect(byKind.enquiry).toMatchObject({ locale: 'en', noticeVersion: version });
    for (const row of rows) expect(row.consentAt!.getTime()).toBeGreaterThanOrEqual(sentAt - 1000);
    const shown = await call('GET', `/api/admin/enquiries/${byKind.admission!.id}`, editor);
    expect(shown.json().data.enquiry).toMatchObject({ locale: 'hi', noticeVersion: version });
    expect(shown.json().data.enquiry.consentAt).toEqual(byKind.admission!.consentAt!.toISOString());
  });
});

describe('retention: housekeeping erases enquiries a set time after their last activity (a controlled clock)', () => {
  let r: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    r = await createTestApp({
      seeded: false,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(async () => {
    await r?.close();
  });

  const send = async (url: string, payload: Record<string, unknown>) => {
    const response = await r.app.inject({ method: 'POST', url, payload, remoteAddress: newAddress() });
    expect(response.statusCode).toBe(201);
    return response.json().data.enquiry._id as string;
  };
  const counts = async (): Promise<EnquiryCount[]> => r.app.services.enquiries.weeklyCounts();
  const total = (rows: EnquiryCount[]) => rows.reduce((n, row) => n + row.count, 0);
  const at = (start: Date, months: number, days = 0) => {
    const moved = new Date(start);
    moved.setUTCMonth(moved.getUTCMonth() + months);
    moved.setUTCDate(moved.getUTCDate() + days);
    return moved;
  };

  it('erases them with their delivery records at the period (12 months by default), keeps the counts, logs how many and audits ids only', async () => {
    const start = new Date();
    const sunita = await send('/api/admission', {
      ...admission('retention'),
      classSought: 'Class 3',
      consent: true,
    });
    const asha = await send('/api/enquiries', {
      name: 'Asha Kumari',
      email: 'asha@example.org',
      phone: '+91 98765 43210',
      message: 'Bus from Jasidih?',
    });
    const ravi = await send('/api/enquiries', {
      name: 'Ravi Prasad',
      email: 'ravi@example.org',
      phone: '+91 91234 56789',
      message: 'Hostel fees?',
    });
    const { user } = await createAccount(r, 'editor');
    const clerk = { id: user._id, email: user.email, name: user.name, role: user.role };
    // Staff note what was said to Sunita (personal data in the audit log until the erasure).
    await r.app.services.enquiries.setStatus(
      sunita,
      { status: 'handled', note: 'Called Sunita Devi back' },
      clerk,
    );
    // Ravi's enquiry was last answered two months after it came in (its last activity).
    await r.database.db.execute(
      sql`update enquiries set updated_at = updated_at + interval '2 months' where id = ${ravi}`,
    );
    const countsBefore = await counts();
    expect(total(countsBefore)).toBe(3);

    // A week before the period ends nothing goes.
    expect(await r.app.housekeeping.runOnce(at(start, 12, -7))).toMatchObject({ enquiriesErased: 0 });
    // A week after it, the two whose last activity was then go; Ravi's (answered later) stays.
    expect(await r.app.housekeeping.runOnce(at(start, 12, 7))).toMatchObject({ enquiriesErased: 2 });
    const left = await r.database.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(inArray(enquiries.id, [sunita, asha, ravi]));
    expect(left.map((row) => row.id)).toEqual([ravi]);

    // The figures still count all three, per week, kind and class, without names.
    const countsAfter = await counts();
    expect(total(countsAfter)).toBe(3);
    expect(countsAfter).toEqual(countsBefore);
    expect(countsAfter).toContainEqual(
      expect.objectContaining({ kind: 'admission', classSought: 'Class 3', count: 1 }),
    );
    const answered = await r.app.inject({
      url: '/api/admin/enquiries/counts',
      headers: { cookie: await sessionFor(r, 'editor') },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.counts).toEqual(countsAfter);

    // The log says how many, never whose.
    const logged = lines.filter((line) => line.includes('erased after the retention period'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ enquiriesErased: 2 });
    for (const line of lines) expect(line).not.toMatch(/Sunita|Asha|sunita@|asha@|Rohan/);

    // The audit log holds the erased ids and the rule, and no longer the note about Sunita.
    const erased = await r.database.db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
    expect(erased.map((entry) => entry.entityId).sort()).toEqual([sunita, asha].sort());
    expect(erased[0]!.after).toMatchObject({ reason: 'retention', retentionMonths: 12 });
    const withData = await r.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        sql`coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, '') ~* 'Sunita|Asha|Rohan|@example.org'`,
      );
    expect(withData).toEqual([]);

    // Ravi's goes once twelve months have passed since its last activity.
    expect(await r.app.housekeeping.runOnce(at(start, 14, 7))).toMatchObject({ enquiriesErased: 1 });
    expect(total(await counts())).toBe(3);
    expect(await r.database.db.select({ id: enquiries.id }).from(enquiries)).toEqual([]);
  });

  it('follows the period set in Settings > Privacy', async () => {
    const start = new Date();
    const id = await send('/api/enquiries', {
      name: 'Kiran Mehta',
      email: 'kiran@example.org',
      phone: '+91 99999 00000',
      message: 'Sports quota?',
    });
    const saved = await r.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/privacy',
      headers: { cookie: await sessionFor(r, 'admin') },
      payload: { grievanceOfficer: OFFICER, retentionMonths: 3 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await r.app.housekeeping.runOnce(at(start, 3, -7))).toMatchObject({ enquiriesErased: 0 });
    expect(await r.app.housekeeping.runOnce(at(start, 3, 7))).toMatchObject({ enquiriesErased: 1 });
    expect(await r.database.db.select().from(enquiries).where(eq(enquiries.id, id))).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

async function storedValue(): Promise<Record<string, unknown>> {
  const [row] = await t.database.db
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.key, 'cricket-contact'));
  return row!.value;
}
async function store(value: Record<string, unknown>) {
  await t.database.db.update(siteSettings).set({ value }).where(eq(siteSettings.key, 'cricket-contact'));
}

describe('GET /api/cricket-academy-contact/public', () => {
  it('returns the contact details, quick-enquiry labels and the brochure link', async () => {
    const { status, body } = await get('/api/cricket-academy-contact/public');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const contact = body.data.contact;
    expect(contact.title).not.toBe('');
    expect(contact.description).not.toBe('');
    expect(contact.location).toContain('Deoghar');
    expect(contact.phone).toMatch(/^\+91/);
    expect(contact.email).toMatch(/@skpvidyavihar\.example$/);
    expect(contact.quickEnquiry).toEqual({
      scheduleVisitLabel: 'Schedule a Visit',
      downloadBrochureLabel: 'Download Brochure',
      callNowLabel: 'Call Now',
    });
    expect(contact.hasBrochure).toBe(true);
    expect(contact.brochureUrl).toBe('/api/cricket-academy-contact/brochure');
    expect(contact.brochureFile).toBeUndefined();
  });
});

describe('GET /api/cricket-academy-contact/brochure', () => {
  it('sends the brochure PDF inline with a safe name', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/api/cricket-academy-contact/brochure' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^inline; filename="SKP Cricket Academy Brochure\.pdf"/,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
  });

  it('reports no brochure, and 404 JSON, when the file is gone or none is set', async () => {
    const original = await storedValue();
    await store({ ...original, brochureFile: 'brochures/00000000-0000-4000-8000-000000000000.pdf' });
    const gone = await get('/api/cricket-academy-contact/public');
    expect(gone.body.data.contact).toMatchObject({ hasBrochure: false, brochureUrl: null });
    const missing = await get('/api/cricket-academy-contact/brochure');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      status: 'error',
      message: 'No Cricket Academy brochure is available',
    });

    await store({ ...original, brochureFile: null });
    expect((await get('/api/cricket-academy-contact/public')).body.data.contact.hasBrochure).toBe(false);
    expect((await get('/api/cricket-academy-contact/brochure')).status).toBe(404);
    await store(original);
    expect((await get('/api/cricket-academy-contact/public')).body.data.contact.hasBrochure).toBe(true);
  });

  it('answers 404 JSON on both paths when the contact was never set up', async () => {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'cricket-contact'));
    const contact = await get('/api/cricket-academy-contact/public');
    expect(contact.status).toBe(404);
    expect(contact.body).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'The Cricket Academy contact details have not been set up yet',
    });
    const brochure = await get('/api/cricket-academy-contact/brochure');
    expect(brochure.status).toBe(404);
    expect(brochure.body.status).toBe('error');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

const PORTAL = 'https://portal.example.org/register';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMISSION_PORTAL_URL: PORTAL } });
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/admission, /public and /info', () => {
  it('returns age and document requirements and the configured portal on all three paths', async () => {
    const { status, body } = await get('/api/admission');
    expect(status).toBe(200);
    const admission = body.data.admission;
    expect(Object.keys(admission.ageRequirements)).toEqual([
      'prePrimary',
      'primary',
      'secondary',
      'seniorSecondary',
    ]);
    for (const text of Object.values<string>(admission.ageRequirements)) expect(text).not.toBe('');
    expect(admission.documentsRequired.length).toBeGreaterThanOrEqual(4);
    expect(admission.documentsRequired.join(' ')).toMatch(/Birth certificate/);
    expect(admission.academicRequirements.length).toBeGreaterThanOrEqual(3);
    expect(admission.portalUrl).toBe(PORTAL);
    for (const url of ['/api/admission/public', '/api/admission/info']) {
      const other = await get(url);
      expect(other.status).toBe(200);
      expect(other.body.data.admission).toEqual(admission);
    }
  });
});

describe('GET /api/admission/requirements', () => {
  it('returns the three requirement lists without the portal', async () => {
    const info = (await get('/api/admission')).body.data.admission;
    const { status, body } = await get('/api/admission/requirements');
    expect(status).toBe(200);
    expect(body.data.requirements).toEqual({
      ageRequirements: info.ageRequirements,
      documentsRequired: info.documentsRequired,
      academicRequirements: info.academicRequirements,
    });
  });

  it('answers 404 JSON on every path when the admission information was never set up', async () => {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'admission'));
    for (const url of [
      '/api/admission',
      '/api/admission/public',
      '/api/admission/info',
      '/api/admission/requirements',
    ]) {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(body).toMatchObject({
        status: 'error',
        message: 'The admission information has not been set up yet',
      });
    }
  });
});

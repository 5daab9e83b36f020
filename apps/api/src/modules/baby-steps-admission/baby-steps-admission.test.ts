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

const KEY = 'baby-steps-admission';
async function storedValue(): Promise<Record<string, unknown>> {
  const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, KEY));
  return row!.value;
}
async function store(value: Record<string, unknown>) {
  await t.database.db.update(siteSettings).set({ value }).where(eq(siteSettings.key, KEY));
}

describe('GET /api/baby-steps-admission/public', () => {
  it('returns the title, the steps in order and the prospectus link', async () => {
    const { status, body } = await get('/api/baby-steps-admission/public');
    expect(status).toBe(200);
    const admission = body.data.admission;
    expect(admission.title).toBe('Admission Process');
    expect(admission.subtitle).not.toBe('');
    expect(admission.steps).toHaveLength(5);
    expect(admission.steps.map((s: { order: number }) => s.order)).toEqual([1, 2, 3, 4, 5]);
    for (const step of admission.steps) {
      expect(step.title).not.toBe('');
      expect(step.description).not.toBe('');
    }
    expect(admission.hasProspectus).toBe(true);
    expect(admission.prospectusUrl).toBe('/api/baby-steps-admission/prospectus');
    expect(admission.prospectusFile).toBeUndefined();
  });

  it('sorts the steps by order whatever order they were stored in', async () => {
    const original = await storedValue();
    const steps = original.steps as { order: number; title: string }[];
    await store({ ...original, steps: [...steps].reverse() });
    const { body } = await get('/api/baby-steps-admission/public');
    expect(body.data.admission.steps.map((s: { title: string }) => s.title)).toEqual(
      steps.map((s) => s.title),
    );
    await store(original);
  });
});

describe('GET /api/baby-steps-admission/prospectus', () => {
  it('sends the prospectus PDF inline', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/api/baby-steps-admission/prospectus' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="Baby Steps Prospectus\.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reports no prospectus and answers 404 JSON when the file is removed', async () => {
    const original = await storedValue();
    await t.app.storage.remove(original.prospectusFile as string);
    const admission = await get('/api/baby-steps-admission/public');
    expect(admission.body.data.admission).toMatchObject({ hasProspectus: false, prospectusUrl: null });
    const missing = await get('/api/baby-steps-admission/prospectus');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'error', message: 'No Baby Steps prospectus is available' });
  });

  it('answers 404 JSON when the admission details were never set up', async () => {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, KEY));
    const { status, body } = await get('/api/baby-steps-admission/public');
    expect(status).toBe(404);
    expect(body.message).toBe('The Baby Steps admission details have not been set up yet');
    expect((await get('/api/baby-steps-admission/prospectus')).status).toBe(404);
  });
});

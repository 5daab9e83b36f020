import { eq } from 'drizzle-orm';
import { CONTENT_PAGES } from '@skp/shared';
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

describe('GET /api/content/{page}', () => {
  it.each(CONTENT_PAGES)('returns the copy of the %s page', async (page) => {
    const { status, body } = await get(`/api/content/${page}`);
    expect(status).toBe(200);
    const content = body.data.content;
    expect(content.page).toBe(page);
    expect(content.title).not.toBe('');
    expect(content.tagline).not.toBe('');
    expect(content.paragraphs.length).toBeGreaterThan(0);
  });

  it("gives the home page the school's title and the spec's copy", async () => {
    const { body } = await get('/api/content/home');
    expect(body.data.content.title).toBe('S.K.P. Vidya Vihar');
    const text = body.data.content.paragraphs.join(' ');
    expect(text).toContain('Admissions open for 2024-25');
    expect(text).toContain('Pre-Primary to Class 12');
  });

  it.each(['campus', 'HOME', 'home.json', '__proto__'])(
    'rejects the page %s with a 400 naming page',
    async (page) => {
      const { status, body } = await get(`/api/content/${page}`);
      expect(status).toBe(400);
      expect(body.status).toBe('error');
      expect(body.message).toContain("'page'");
    },
  );

  it('answers 404 JSON for a page whose copy was never set up', async () => {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'content:about'));
    const { status, body } = await get('/api/content/about');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 'error', message: 'The about page copy has not been set up yet' });
    expect((await get('/api/content/home')).status).toBe(200);
  });
});

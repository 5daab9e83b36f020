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

describe('GET /api/contact and /api/contact/public', () => {
  it('returns the school contact details on both paths', async () => {
    const { status, body } = await get('/api/contact/public');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const contact = body.data.contact;
    expect(contact.address).toMatch(/Deoghar, Jharkhand/);
    expect(contact.phone).toMatch(/^\+91 /);
    expect(contact.email).toBe('info@skpvidyavihar.example');
    expect(contact.officeHours).toMatch(/Monday to Saturday/);
    expect(contact.whatsapp).not.toBe('');
    expect(Object.keys(contact.socialLinks).sort()).toEqual(['facebook', 'instagram', 'twitter', 'youtube']);
    expect(contact.socialLinks.facebook).toMatch(/^https:\/\//);
    expect(contact.roadmapImageUrl).toMatch(/^\/uploads\/contact\/.+\.jpg$/);
    expect(contact.roadmapMedia.url).toBe(contact.roadmapImageUrl);
    const plain = await get('/api/contact');
    expect(plain.status).toBe(200);
    expect(plain.body.data.contact).toEqual(contact);
    const roadmap = await t.app.inject({ method: 'GET', url: contact.roadmapImageUrl });
    expect(roadmap.statusCode).toBe(200);
    expect(roadmap.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 JSON on both paths when the contact details were never set up', async () => {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'contact'));
    for (const url of ['/api/contact', '/api/contact/public']) {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(body).toMatchObject({
        status: 'error',
        code: 'NOT_FOUND',
        message: 'The school contact details have not been set up yet',
      });
    }
  });
});

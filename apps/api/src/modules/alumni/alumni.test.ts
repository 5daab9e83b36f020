import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('GET /api/alumni', () => {
  it('returns the Hall of Fame with portraits, in order', async () => {
    const { status, body } = await get('/api/alumni');
    expect(status).toBe(200);
    const alumni = body.data.alumni;
    expect(alumni.length).toBeGreaterThanOrEqual(4);
    const orders = alumni.map((a: { order: number }) => a.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const person of alumni) {
      expect(person._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(person.name).not.toBe('');
      expect(person.graduationYear).toMatch(/^\d{4}$/);
      expect(person.currentPost).not.toBe('');
      expect(person.achievements).not.toBe('');
      expect(person.imageUrl).toMatch(/^\/uploads\/alumni\/.+\.jpg$/);
      expect(person.media).toMatchObject({ url: person.imageUrl, width: 800, height: 800 });
    }
    const photo = await t.app.inject({ method: 'GET', url: alumni[0].imageUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(body.data.pagination).toMatchObject({ page: 1, total: alumni.length });
  });

  it('pages and rejects bad paging', async () => {
    const page = await get('/api/alumni?limit=1&page=2');
    const all = await get('/api/alumni');
    expect(page.body.data.alumni.map((a: { _id: string }) => a._id)).toEqual([all.body.data.alumni[1]._id]);
    for (const query of ['limit=-1', 'limit=abc', 'limit=100000', 'page=0']) {
      const { status, body } = await get(`/api/alumni?${query}`);
      expect(status).toBe(400);
      expect(body.message).toContain(`'${query.split('=')[0]}'`);
    }
  });
});

describe('GET /api/alumni-cards', () => {
  it('returns the carousel cards with pictures, in order', async () => {
    const { status, body } = await get('/api/alumni-cards');
    expect(status).toBe(200);
    const cards = body.data.cards;
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.map((c: { order: number }) => c.order)).toEqual(
      [...cards.map((c: { order: number }) => c.order)].sort((a, b) => a - b),
    );
    for (const card of cards) {
      expect(card.title).not.toBe('');
      expect(card.subtitle).not.toBe('');
      expect(card.imageUrl).toMatch(/^\/uploads\/alumni\/.+\.jpg$/);
      expect(card.media.url).toBe(card.imageUrl);
    }
  });

  it('rejects bad paging with a 400 naming the parameter', async () => {
    const { status, body } = await get('/api/alumni-cards?limit=100000');
    expect(status).toBe(400);
    expect(body.message).toContain("'limit'");
  });
});

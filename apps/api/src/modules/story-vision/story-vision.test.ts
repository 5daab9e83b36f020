import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestones } from '../../db/schema/index';
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

interface Milestone {
  _id: string;
  year: string;
  title: string;
  description: string;
  order: number;
}

describe('GET /api/story-vision', () => {
  it('returns the seeded milestones in order, from the founding under the trust', async () => {
    const { status, body } = await get('/api/story-vision');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const list: Milestone[] = body.data.milestones;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((m) => m.order)).toEqual([...list.map((m) => m.order)].sort((a, b) => a - b));
    expect(list[0]!.title).toContain('SKP Charitable Trust');
    const titles = list.map((m) => m.title).join(' | ');
    for (const word of ['CBSE', 'Senior Secondary', 'Hostel', 'Baby Steps', 'Cricket Academy']) {
      expect(titles).toContain(word);
    }
    for (const m of list) {
      expect(m._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(m.year).toMatch(/^\d{4}$/);
      expect(m.description.length).toBeGreaterThan(20);
    }
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 100, total: list.length });
  });

  it('orders by the order field, not by insertion', async () => {
    await t.database.db.insert(milestones).values({ year: '1999', title: 'First of all', order: -1 });
    const { body } = await get('/api/story-vision');
    expect(body.data.milestones[0].title).toBe('First of all');
  });

  it('pages, and rejects bad paging with a 400 naming the parameter', async () => {
    const page = await get('/api/story-vision?limit=2&page=2');
    expect(page.body.data.milestones).toHaveLength(2);
    expect(page.body.data.pagination).toMatchObject({ page: 2, limit: 2 });
    for (const [query, parameter] of [
      ['limit=-1', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=100000', 'limit'],
      ['page=0', 'page'],
    ]) {
      const { status, body } = await get(`/api/story-vision?${query}`);
      expect(status).toBe(400);
      expect(body.message).toContain(`'${parameter}'`);
    }
  });
});

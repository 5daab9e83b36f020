import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentLifeEvents } from '../../db/schema/index';
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

describe('GET /api/student-life/client', () => {
  it('returns the student life events with pictures, in order', async () => {
    const { status, body } = await get('/api/student-life/client');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const events = body.data.events;
    expect(events.length).toBeGreaterThanOrEqual(4);
    for (const event of events) {
      expect(event._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(event.title).not.toBe('');
      expect(event.description.length).toBeGreaterThan(20);
      expect(event.image).toMatch(/^\/uploads\/student-life\/.+\.jpg$/);
      expect(event.media.url).toBe(event.image);
      expect(event.media.variants.length).toBeGreaterThan(0);
    }
    expect(body.data.pagination).toMatchObject({ page: 1, total: events.length });
  });

  it('orders by the order field and pages', async () => {
    await t.database.db.insert(studentLifeEvents).values({ title: 'Placed first', order: -5 });
    const { body } = await get('/api/student-life/client?limit=2');
    expect(body.data.events).toHaveLength(2);
    expect(body.data.events[0].title).toBe('Placed first');
    expect(body.data.events[0].media).toBeNull();
    expect(body.data.pagination.pages).toBeGreaterThanOrEqual(3);
  });

  it.each(['limit=-1', 'limit=abc', 'limit=100000', 'page=0'])('rejects %s with a 400', async (query) => {
    const { status, body } = await get(`/api/student-life/client?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(`'${query.split('=')[0]}'`);
  });
});

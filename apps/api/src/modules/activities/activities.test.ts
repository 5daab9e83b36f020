import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ICONS } from '@skp/shared';
import { BAD_LIST_QUERIES, expectOrdered } from '../../test/list-assertions';
import { createTestApp, type TestApp } from '../../test/test-app';

interface ActivityBody {
  _id: string;
  category: string;
  icon: string;
  activities: string[];
  order: number;
}

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

describe('GET /api/activities/public/all', () => {
  it('lists every activity group in order, with spec icons and activities', async () => {
    const { status, body } = await get('/api/activities/public/all');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const groups: ActivityBody[] = body.data.activities;
    expect(groups.length).toBeGreaterThanOrEqual(6);
    expect(body.data.pagination).toBeUndefined();
    expectOrdered(
      groups.map((g) => g.order),
      'asc',
    );
    expect(groups.map((g) => g.category)).toEqual(
      expect.arrayContaining([
        'Sports',
        'Arts',
        'Music & Dance',
        'Clubs',
        'Science & Technology',
        'Literary',
      ]),
    );
    for (const group of groups) {
      expect(ACTIVITY_ICONS).toContain(group.icon);
      expect(group.activities.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('GET /api/activities', () => {
  it('lists activity groups with pagination, order ascending by default', async () => {
    const { status, body } = await get('/api/activities');
    expect(status).toBe(200);
    const groups: ActivityBody[] = body.data.activities;
    const all = (await get('/api/activities/public/all')).body.data.activities as ActivityBody[];
    expect(groups.map((g) => g._id)).toEqual(all.map((g) => g._id));
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 20, total: all.length });
    const second = await get('/api/activities?limit=3&page=2');
    expect(second.body.data.activities.map((g: ActivityBody) => g._id)).toEqual(
      all.slice(3, 6).map((g) => g._id),
    );
  });

  it('sorts by each allowed column in both directions and searches categories and activities', async () => {
    const byOrder = (await get('/api/activities?sortOrder=desc')).body.data.activities as ActivityBody[];
    expectOrdered(
      byOrder.map((g) => g.order),
      'desc',
    );
    const asc = (await get('/api/activities?sortBy=category&sortOrder=asc')).body.data
      .activities as ActivityBody[];
    const desc = (await get('/api/activities?sortBy=category&sortOrder=desc')).body.data
      .activities as ActivityBody[];
    expect(desc.map((g) => g._id)).toEqual(asc.map((g) => g._id).reverse());
    expect((await get('/api/activities?sortBy=createdAt')).status).toBe(200);
    const kabaddi = (await get('/api/activities?search=KABADDI')).body.data.activities as ActivityBody[];
    expect(kabaddi.map((g) => g.category)).toEqual(['Sports']);
    const music = (await get('/api/activities?search=music')).body.data.activities as ActivityBody[];
    expect(music.map((g) => g.category)).toContain('Music & Dance');
  });

  it.each(BAD_LIST_QUERIES)('rejects %s with a 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(`/api/activities?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(`'${parameter}'`);
  });
});

describe('GET /api/activities/{id}', () => {
  it('returns one group as data.activity, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = (await get('/api/activities/public/all')).body.data.activities as ActivityBody[];
    const one = await get(`/api/activities/${first!._id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.activity).toEqual(first);
    const unknown = await get('/api/activities/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'Activity group not found',
    });
    const malformed = await get('/api/activities/sports');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coaches as coachesTable } from '../../db/schema/index';
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

interface Coach {
  _id: string;
  name: string;
  designation: string;
  experience: string;
  description: string;
  image: { url: string } | null;
  media: { url: string; width: number } | null;
  achievements: { title: string; description: string }[] | string;
  skills: string[];
  order: number;
}

describe('GET /api/coach/coaches', () => {
  it('returns the coaches with portraits, skills and both forms of achievements', async () => {
    const { status, body } = await get('/api/coach/coaches');
    expect(status).toBe(200);
    const coaches: Coach[] = body.data.coaches;
    expect(coaches.length).toBeGreaterThanOrEqual(3);
    expect(coaches[0]!.designation).toBe('Head Coach');
    for (const coach of coaches) {
      expect(coach._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(coach.name).not.toBe('');
      expect(coach.experience).toMatch(/years/);
      expect(coach.description).not.toBe('');
      expect(coach.image?.url).toMatch(/^\/uploads\/coaches\/.+\.jpg$/);
      expect(coach.media?.url).toBe(coach.image?.url);
      expect(coach.media?.width).toBeLessThanOrEqual(800);
      expect(coach.skills.length).toBeGreaterThan(0);
      expect((coach as unknown as Record<string, unknown>).imageUrl).toBeUndefined();
    }
    const lists = coaches.filter((c) => Array.isArray(c.achievements));
    const texts = coaches.filter((c) => typeof c.achievements === 'string');
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(texts).toHaveLength(1);
    for (const coach of lists) {
      for (const a of coach.achievements as { title: string; description: string }[]) {
        expect(a.title).not.toBe('');
        expect(a.description).not.toBe('');
      }
    }
    const portrait = await t.app.inject({ method: 'GET', url: coaches[0]!.image!.url });
    expect(portrait.statusCode).toBe(200);
  });

  it('pages and rejects bad paging with a 400 naming the parameter', async () => {
    const page = await get('/api/coach/coaches?limit=2');
    expect(page.body.data.coaches).toHaveLength(2);
    expect(page.body.data.pagination).toMatchObject({ page: 1, limit: 2, pages: 2 });
    for (const query of ['limit=-1', 'limit=abc', 'limit=100000', 'page=0']) {
      const { status, body } = await get(`/api/coach/coaches?${query}`);
      expect(status).toBe(400);
      expect(body.message).toContain(`'${query.split('=')[0]}'`);
    }
  });
});

describe('GET /api/coach/coach/{id}', () => {
  it('returns one coach, 404 for an unknown id and 400 for a malformed one', async () => {
    const list = await get('/api/coach/coaches');
    const coach: Coach = list.body.data.coaches[1];
    const one = await get(`/api/coach/coach/${coach._id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.coach).toEqual(coach);
    const unknown = await get('/api/coach/coach/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', message: 'Coach not found' });
    const malformed = await get('/api/coach/coach/123');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });

  it('gives image null for a coach without a picture', async () => {
    const [row] = await t.database.db.insert(coachesTable).values({ name: 'Guest Coach' }).returning();
    const one = await get(`/api/coach/coach/${row!.id}`);
    expect(one.body.data.coach).toMatchObject({
      name: 'Guest Coach',
      image: null,
      media: null,
      achievements: [],
    });
  });
});

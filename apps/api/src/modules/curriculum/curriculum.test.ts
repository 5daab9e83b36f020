import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM_ICONS, CURRICULUM_LEVELS } from '@skp/shared';
import { BAD_LIST_QUERIES, expectOrdered } from '../../test/list-assertions';
import { createTestApp, type TestApp } from '../../test/test-app';

interface CurriculumBody {
  _id: string;
  level: string;
  age: string;
  description: string;
  order: number;
  subjects: string[];
  activities: string[];
  icon: string;
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

async function list(query = ''): Promise<CurriculumBody[]> {
  const { status, body } = await get(`/api/curriculum?limit=100${query}`);
  expect(status).toBe(200);
  return body.data.curriculum;
}

describe('GET /api/curriculum', () => {
  it('returns the four levels in order with ages, descriptions, subjects, activities and spec icons', async () => {
    const { status, body } = await get('/api/curriculum');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const levels: CurriculumBody[] = body.data.curriculum;
    expect(levels.map((l) => l.level)).toEqual([...CURRICULUM_LEVELS]);
    expect(body.data.pagination).toMatchObject({ page: 1, total: 4, pages: 1 });
    for (const level of levels) {
      expect(level._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(level.age).toMatch(/years/);
      expect(level.description.length).toBeGreaterThan(80);
      expect(level.subjects.length).toBeGreaterThanOrEqual(5);
      expect(level.activities.length).toBeGreaterThanOrEqual(4);
      expect(CURRICULUM_ICONS).toContain(level.icon);
    }
  });

  it('filters by level and searches level, age, description, subjects and activities in any case', async () => {
    expect((await list('&level=Higher%20Secondary')).map((l) => l.level)).toEqual(['Higher Secondary']);
    expect((await list('&search=ACCOUNTANCY')).map((l) => l.level)).toEqual(['Higher Secondary']);
    expect((await list('&search=baby%20steps')).map((l) => l.level)).toEqual(['Pre-Primary']);
    expect((await list('&search=spell%20bee')).map((l) => l.level)).toEqual(['Primary']);
    expect((await list('&search=classes%20vi')).map((l) => l.level)).toEqual(['Secondary']);
    expect((await list('&search=secondary')).map((l) => l.level).sort()).toEqual([
      'Higher Secondary',
      'Secondary',
    ]);
    expect(await list('&level=Primary&search=calculus')).toEqual([]);
  });

  it('sorts by each allowed column in both directions and pages', async () => {
    expectOrdered(
      (await list('&sortBy=order&sortOrder=desc')).map((l) => l.order),
      'desc',
    );
    const asc = (await list('&sortBy=level&sortOrder=asc')).map((l) => l._id);
    expect((await list('&sortBy=level&sortOrder=desc')).map((l) => l._id)).toEqual([...asc].reverse());
    expect((await list('&sortBy=createdAt')).length).toBe(4);
    const second = await get('/api/curriculum?limit=3&page=2');
    expect(second.body.data.curriculum.map((l: CurriculumBody) => l.level)).toEqual(['Higher Secondary']);
    expect(second.body.data.pagination).toMatchObject({ page: 2, limit: 3, total: 4, pages: 2 });
  });

  it.each([
    ...BAD_LIST_QUERIES,
    ['level=Senior%20Secondary', 'level'] as [string, string],
    ['level=Kindergarten', 'level'] as [string, string],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(`/api/curriculum?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(`'${parameter}'`);
  });
});

describe('GET /api/curriculum/public/all and /curriculum/{id}', () => {
  it('lists every level in order, without pagination', async () => {
    const { status, body } = await get('/api/curriculum/public/all');
    expect(status).toBe(200);
    expect(body.data.curriculum.map((l: CurriculumBody) => l.level)).toEqual([...CURRICULUM_LEVELS]);
    expect(body.data.pagination).toBeUndefined();
  });

  it('returns one level as data.curriculumLevel, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = await list();
    const one = await get(`/api/curriculum/${first!._id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.curriculumLevel).toMatchObject({ _id: first!._id, level: 'Pre-Primary' });
    const unknown = await get('/api/curriculum/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'Curriculum level not found',
    });
    const malformed = await get('/api/curriculum/primary');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });
});

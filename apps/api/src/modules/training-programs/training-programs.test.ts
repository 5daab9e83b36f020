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

interface Program {
  _id: string;
  levelName: string;
  ageRange: string;
  tagline: string;
  highlights: string[];
  monthlyFee: number;
  order: number;
}

describe('GET /api/training-programs and /public/all', () => {
  it('returns the programs by age group, in order, on both paths', async () => {
    const { status, body } = await get('/api/training-programs');
    expect(status).toBe(200);
    const programs: Program[] = body.data.programs;
    expect(programs.map((p) => p.levelName)).toEqual(['Foundation', 'Development', 'Elite']);
    expect(programs.map((p) => p.ageRange)).toEqual(['6-10 years', '11-15 years', '16-19 years']);
    for (const program of programs) {
      expect(program.tagline).not.toBe('');
      expect(program.highlights.length).toBeGreaterThanOrEqual(3);
      expect(program.monthlyFee).toBeGreaterThan(0);
    }
    expect(body.data.pagination).toMatchObject({ page: 1, total: 3 });
    const publicAll = await get('/api/training-programs/public/all');
    expect(publicAll.status).toBe(200);
    expect(publicAll.body.data.programs).toEqual(programs);
  });

  it('pages and rejects bad paging with a 400 naming the parameter', async () => {
    const second = await get('/api/training-programs/public/all?limit=1&page=2');
    expect(second.body.data.programs.map((p: Program) => p.levelName)).toEqual(['Development']);
    for (const query of ['limit=-1', 'limit=abc', 'limit=100000', 'page=0']) {
      for (const path of ['/api/training-programs', '/api/training-programs/public/all']) {
        const { status, body } = await get(`${path}?${query}`);
        expect(status).toBe(400);
        expect(body.message).toContain(`'${query.split('=')[0]}'`);
      }
    }
  });
});

describe('GET /api/training-programs/{id}', () => {
  it('returns one program, 404 for an unknown id and 400 for a malformed one', async () => {
    const list = await get('/api/training-programs');
    const elite: Program = list.body.data.programs[2];
    const one = await get(`/api/training-programs/${elite._id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.program).toEqual(elite);
    const unknown = await get('/api/training-programs/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'Training program not found',
    });
    const malformed = await get('/api/training-programs/elite');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });
});

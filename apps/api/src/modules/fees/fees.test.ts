import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeStructures } from '../../db/schema/index';
import { BAD_LIST_QUERIES, expectOrdered } from '../../test/list-assertions';
import { createTestApp, type TestApp } from '../../test/test-app';

interface FeeBody {
  _id: string;
  level: string;
  admissionFee: number;
  monthlyFee: number;
  annualFee: number;
  otherCharges: number;
  featured: boolean;
  displayOrder: number;
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

async function list(query = ''): Promise<FeeBody[]> {
  const { status, body } = await get(`/api/fees?limit=100${query}`);
  expect(status).toBe(200);
  return body.data.feeStructures;
}

describe('GET /api/fees', () => {
  it('returns the admissions list: limit 100, displayOrder ascending, one structure per level in rupees', async () => {
    const { status, body } = await get('/api/fees?limit=100&sortBy=displayOrder&sortOrder=asc');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const fees: FeeBody[] = body.data.feeStructures;
    expect(fees.map((f) => f.level)).toEqual(['Pre-Primary', 'Primary', 'Secondary', 'Higher Secondary']);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 100, total: 4, pages: 1 });
    for (const fee of fees) {
      expect(fee._id).toMatch(/^[0-9a-f-]{36}$/);
      for (const amount of [fee.admissionFee, fee.monthlyFee, fee.annualFee, fee.otherCharges]) {
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThan(0);
      }
    }
    expect(fees.find((f) => f.level === 'Higher Secondary')!.annualFee).toBe(125_000);
    // Fees rise with the level.
    expectOrdered(
      fees.map((f) => f.monthlyFee),
      'asc',
    );
  });

  it('filters by featured, level (exact, any case) and searches the level', async () => {
    const featured = await list('&featured=true');
    expect(featured).toHaveLength(1);
    expect(featured[0]!.featured).toBe(true);
    const rest = await list('&featured=false');
    expect(rest).toHaveLength(3);
    expect(rest.every((f) => !f.featured)).toBe(true);
    expect((await list('&level=primary')).map((f) => f.level)).toEqual(['Primary']);
    expect((await list('&search=SECONDARY&sortBy=displayOrder')).map((f) => f.level)).toEqual([
      'Secondary',
      'Higher Secondary',
    ]);
    expect(await list('&level=Hostel')).toEqual([]);
  });

  it('sorts by each allowed column in both directions and pages', async () => {
    expectOrdered(
      (await list('&sortBy=displayOrder&sortOrder=desc')).map((f) => f.displayOrder),
      'desc',
    );
    expectOrdered(
      (await list('&sortBy=monthlyFee&sortOrder=desc')).map((f) => f.monthlyFee),
      'desc',
    );
    const asc = (await list('&sortBy=level&sortOrder=asc')).map((f) => f._id);
    expect((await list('&sortBy=level&sortOrder=desc')).map((f) => f._id)).toEqual([...asc].reverse());
    expect((await list('&sortBy=createdAt')).length).toBe(4);
    const page = await get('/api/fees?limit=3&page=2&sortBy=displayOrder');
    expect(page.body.data.feeStructures.map((f: FeeBody) => f.level)).toEqual(['Higher Secondary']);
    expect(page.body.data.pagination).toMatchObject({ page: 2, limit: 3, total: 4, pages: 2 });
    const byDefault = await get('/api/fees');
    expect(byDefault.body.data.feeStructures.map((f: FeeBody) => f.level)[0]).toBe('Pre-Primary');
  });

  it.each([
    ...BAD_LIST_QUERIES,
    ['featured=maybe', 'featured'] as [string, string],
    ['level=', 'level'] as [string, string],
    ['level=%00', 'level'] as [string, string],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(`/api/fees?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(`'${parameter}'`);
  });
});

describe('GET /api/fees/level/{level}', () => {
  it('returns the structures of one level in any case, and an empty list for an unknown level', async () => {
    const { status, body } = await get('/api/fees/level/HIGHER%20SECONDARY');
    expect(status).toBe(200);
    expect(body.data.feeStructures.map((f: FeeBody) => f.level)).toEqual(['Higher Secondary']);
    expect(body.data.pagination.total).toBe(1);
    await t.database.db
      .insert(feeStructures)
      .values({ level: 'pre-primary', monthlyFee: 1, displayOrder: 9 });
    const two = await get('/api/fees/level/Pre-Primary?sortBy=displayOrder');
    expect(two.body.data.feeStructures.map((f: FeeBody) => f.level)).toEqual(['Pre-Primary', 'pre-primary']);
    const none = await get('/api/fees/level/Hostel');
    expect(none.status).toBe(200);
    expect(none.body.data.feeStructures).toEqual([]);
    const bad = await get('/api/fees/level/Primary?featured=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("'featured'");
  });
});

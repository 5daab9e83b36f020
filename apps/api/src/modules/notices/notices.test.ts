import { sql } from 'drizzle-orm';
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
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET /api/notices', () => {
  it('returns the home list: 5 notices by order ascending, with pagination', async () => {
    const { status, body } = await get('/api/notices?limit=5&sortBy=order&sortOrder=asc');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data.notices).toHaveLength(5);
    const orders = body.data.notices.map((n: { order: number }) => n.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(body.data.pagination.total).toBeGreaterThanOrEqual(8);
    expect(body.data.notices[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pages without overlap', async () => {
    const first = await get('/api/notices?limit=3&page=1&sortBy=order');
    const second = await get('/api/notices?limit=3&page=2&sortBy=order');
    const ids = new Set(
      [...first.body.data.notices, ...second.body.data.notices].map((n: { _id: string }) => n._id),
    );
    expect(ids.size).toBe(6);
    expect(second.body.data.pagination.page).toBe(2);
  });

  it('sorts descending', async () => {
    const { body } = await get('/api/notices?sortBy=order&sortOrder=desc&limit=100');
    const orders = body.data.notices.map((n: { order: number }) => n.order);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
  });

  it('filters by type, priority and a case-insensitive search', async () => {
    const byType = await get('/api/notices?type=examination&limit=100');
    expect(byType.body.data.notices.length).toBeGreaterThan(0);
    expect(byType.body.data.notices.every((n: { type: string }) => n.type === 'Examination')).toBe(true);
    const byPriority = await get('/api/notices?priority=high&limit=100');
    expect(byPriority.body.data.notices.length).toBeGreaterThan(0);
    expect(byPriority.body.data.notices.every((n: { priority: string }) => n.priority === 'high')).toBe(true);
    const search = await get('/api/notices?search=ADMISSION');
    expect(search.body.data.notices.length).toBeGreaterThan(0);
    for (const n of search.body.data.notices)
      expect(`${n.title} ${n.description} ${n.type}`.toLowerCase()).toContain('admission');
    const literal = await get('/api/notices?search=%25%25');
    expect(literal.body.data.notices).toHaveLength(0);
  });

  it.each([
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=100000', 'limit'],
    ['page=0', 'page'],
    ['sortBy=password', 'sortBy'],
    ['sortBy=__proto__', 'sortBy'],
    ['sortOrder=sideways', 'sortOrder'],
    ['priority=urgent', 'priority'],
    ['search=%00', 'search'],
    ['type=a%00b', 'type'],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(`/api/notices?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(`'${parameter}'`);
  });

  it('serves the special lists', async () => {
    const byType = await get('/api/notices/type/Holiday');
    expect(byType.status).toBe(200);
    expect(byType.body.data.notices.every((n: { type: string }) => n.type === 'Holiday')).toBe(true);
    const high = await get('/api/notices/priority/high');
    expect(high.body.data.notices.length).toBeGreaterThan(0);
    expect(high.body.data.notices.every((n: { priority: string }) => n.priority === 'high')).toBe(true);
  });
});

describe('GET /api/notices/{id}', () => {
  it('returns one notice, 404 for an unknown id and 400 for a malformed one', async () => {
    const list = await get('/api/notices?limit=1');
    const id = list.body.data.notices[0]._id;
    const one = await get(`/api/notices/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.notice._id).toBe(id);
    const unknown = await get('/api/notices/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Notice not found');
    const malformed = await get('/api/notices/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });

  it('hides drafts, notices not yet published and expired ones', async () => {
    await t.database.db.execute(sql`
      insert into notices (title, date, publication, publish_at, expire_at) values
        ('Draft notice', now(), 'draft', null, null),
        ('Future notice', now(), 'published', now() + interval '1 day', null),
        ('Expired notice', now(), 'published', null, now() - interval '1 day')
    `);
    const { body } = await get('/api/notices?limit=100');
    const titles = body.data.notices.map((n: { title: string }) => n.title);
    expect(titles).not.toContain('Draft notice');
    expect(titles).not.toContain('Future notice');
    expect(titles).not.toContain('Expired notice');
  });
});

describe('GET /api/notices/{id}/download', () => {
  it('sends the PDF as an attachment with a safe name, and 404 JSON when there is none', async () => {
    const { body } = await get('/api/notices?limit=100');
    const withPdf = body.data.notices.find((n: { pdfFile: string | null }) => n.pdfFile);
    const withoutPdf = body.data.notices.find((n: { pdfFile: string | null }) => !n.pdfFile);
    const file = await t.app.inject({ method: 'GET', url: withPdf.pdfFile });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._ -]+\.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await get(`/api/notices/${withoutPdf._id}/download`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This notice has no PDF');
  });
});

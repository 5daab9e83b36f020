import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACULTY_DEPARTMENTS } from '@skp/shared';
import { BAD_LIST_QUERIES, expectOrdered } from '../../test/list-assertions';
import { createTestApp, type TestApp } from '../../test/test-app';

interface FacultyBody {
  _id: string;
  name: string;
  role: string;
  department: string;
  expertise: string[] | string;
  experience: string;
  education: string;
  image: string;
  media: { url: string; variants: unknown[] } | null;
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

async function list(query = ''): Promise<FacultyBody[]> {
  const { status, body } = await get(`/api/faculty?limit=100${query}`);
  expect(status).toBe(200);
  return body.data.faculty;
}

const text = (f: FacultyBody) =>
  [f.name, f.role, f.department, f.experience, f.education, ...[f.expertise].flat()].join(' ').toLowerCase();

describe('GET /api/faculty', () => {
  it('returns the academics list: 20 per page by default, order ascending, with pagination', async () => {
    const { status, body } = await get('/api/faculty?limit=20&sortBy=order&sortOrder=asc');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const members: FacultyBody[] = body.data.faculty;
    expect(members.length).toBeGreaterThanOrEqual(12);
    expectOrdered(
      members.map((f) => f.order),
      'asc',
    );
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 20, total: members.length, pages: 1 });
    const byDefault = await get('/api/faculty');
    expect(byDefault.body.data.pagination.limit).toBe(20);
    expect(byDefault.body.data.faculty.map((f: FacultyBody) => f._id)).toEqual(members.map((f) => f._id));
  });

  it('covers all ten departments; most members have a stored photo, a few none', async () => {
    const members = await list();
    expect(new Set(members.map((f) => f.department))).toEqual(new Set(FACULTY_DEPARTMENTS));
    const withPhoto = members.filter((f) => f.image !== '');
    expect(withPhoto.length).toBeGreaterThan(members.length / 2);
    expect(withPhoto.length).toBeLessThan(members.length);
    for (const f of withPhoto) {
      // Absolute on the visitor's origin, so the site's 'starts with http' rule shows the photo.
      expect(f.image).toMatch(/^http:\/\/localhost:80\/uploads\/faculty\/[0-9a-f-]+\.jpg$/);
      expect(f.image.endsWith(f.media!.url)).toBe(true);
      expect(f.media!.variants.length).toBeGreaterThan(0);
      const photo = await t.app.inject({ method: 'GET', url: f.media!.url });
      expect(photo.statusCode).toBe(200);
    }
    for (const f of members.filter((m) => m.image === '')) expect(f.media).toBeNull();
    // Expertise is a list or a text, as the requirements allow.
    expect(members.some((f) => Array.isArray(f.expertise))).toBe(true);
    expect(members.some((f) => typeof f.expertise === 'string')).toBe(true);
  });

  it('filters by department and searches name, role, education and expertise (list or text) in any case', async () => {
    const science = await list('&department=Science');
    expect(science.length).toBeGreaterThanOrEqual(2);
    expect(science.every((f) => f.department === 'Science')).toBe(true);

    const sohrai = await list('&search=SOHRAI');
    expect(sohrai.map((f) => f.name)).toEqual(['Mrs. Moumita Banerjee']);
    const tabla = await list('&search=Tabla');
    expect(tabla.map((f) => f.name)).toEqual(['Mr. Subhash Mandal']);
    const msc = await list('&search=m.sc.');
    expect(msc.length).toBeGreaterThan(2);
    for (const f of msc) expect(text(f)).toContain('m.sc.');
    const combined = await list('&department=Mathematics&search=vedic');
    expect(combined.map((f) => f.name)).toEqual(['Ms. Neha Agarwal']);
    // JSON syntax is not searchable text.
    expect(await list('&search=%22%2C')).toEqual([]);
    expect(await list('&search=%5B')).toEqual([]);
  });

  it('sorts by each allowed column in both directions and pages without overlap', async () => {
    expectOrdered(
      (await list('&sortBy=order&sortOrder=desc')).map((f) => f.order),
      'desc',
    );
    const byNameAsc = (await list('&sortBy=name&sortOrder=asc')).map((f) => f._id);
    const byNameDesc = (await list('&sortBy=name&sortOrder=desc')).map((f) => f._id);
    expect(byNameDesc).toEqual([...byNameAsc].reverse());
    const byDepartment = (await list('&sortBy=department')).map((f) => f.department);
    const byDepartmentDesc = (await list('&sortBy=department&sortOrder=desc')).map((f) => f.department);
    expect(byDepartmentDesc).toEqual([...byDepartment].reverse());
    // Grouped: each department appears in one run.
    expect(byDepartment.filter((d, i) => d !== byDepartment[i - 1]).length).toBe(new Set(byDepartment).size);
    const createdAt = (await list('&sortBy=createdAt&sortOrder=desc')).map(
      (f) => (f as unknown as { createdAt: string }).createdAt,
    );
    expectOrdered(createdAt, 'desc');

    const first = await get('/api/faculty?limit=5&page=1');
    const third = await get('/api/faculty?limit=5&page=3');
    expect(third.body.data.pagination).toMatchObject({
      page: 3,
      limit: 5,
      pages: Math.ceil(first.body.data.pagination.total / 5),
    });
    const ids = new Set(
      [...first.body.data.faculty, ...third.body.data.faculty].map((f: FacultyBody) => f._id),
    );
    expect(ids.size).toBe(10);
  });

  it.each([
    ...BAD_LIST_QUERIES,
    ['department=Music', 'department'] as [string, string],
    ['department=science', 'department'] as [string, string],
    [`search=${'x'.repeat(201)}`, 'search'] as [string, string],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(`/api/faculty?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(`'${parameter}'`);
  });
});

describe('GET /api/faculty/public/all and /faculty/{id}', () => {
  it('lists every member in order, without pagination', async () => {
    const { status, body } = await get('/api/faculty/public/all');
    expect(status).toBe(200);
    const all: FacultyBody[] = body.data.faculty;
    expect(body.data.pagination).toBeUndefined();
    expect(all.map((f) => f._id)).toEqual((await list('&sortBy=order')).map((f) => f._id));
    expectOrdered(
      all.map((f) => f.order),
      'asc',
    );
  });

  it('returns one member as data.member, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = await list();
    const one = await get(`/api/faculty/${first!._id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.member).toMatchObject({
      _id: first!._id,
      name: first!.name,
      department: first!.department,
    });
    const unknown = await get('/api/faculty/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'Faculty member not found',
    });
    const malformed = await get('/api/faculty/12');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });
});

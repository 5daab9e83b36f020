import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaders } from '../../db/schema/index';
import { BAD_LIST_QUERIES, expectOrdered } from '../../test/list-assertions';
import { createTestApp, type TestApp } from '../../test/test-app';

interface LeaderBody {
  _id: string;
  name: string;
  role: string;
  title: string;
  shortMessage: string;
  message: string;
  paragraphMessage: string[];
  experience: string;
  profileImage: { url: string; fileName: string } | null;
  media: {
    url: string;
    width: number;
    height: number;
    variants: { url: string; width: number; format: string }[];
  } | null;
  displayOrder: number;
  featured: boolean;
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
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function list(query = ''): Promise<LeaderBody[]> {
  const { status, body } = await get(`/api/leadership?limit=100${query}`);
  expect(status).toBe(200);
  return body.data.leaders;
}

describe('GET /api/leadership', () => {
  it('returns the about-page list: up to 10 leaders by displayOrder ascending, with pagination', async () => {
    const { status, body } = await get('/api/leadership?limit=10&sortBy=displayOrder&sortOrder=asc');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const found: LeaderBody[] = body.data.leaders;
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 10, total: found.length, pages: 1 });
    expectOrdered(
      found.map((l) => l.displayOrder),
      'asc',
    );
    expect(found.map((l) => l.role)).toEqual(expect.arrayContaining(['Chairman', 'Principal', 'Director']));
    expect(found[0]!.title).toBe('Chairman, SKP Charitable Trust');
  });

  it('gives every seeded leader a full message, experience and a photo with responsive variants', async () => {
    for (const leader of await list()) {
      expect(leader._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(leader.paragraphMessage.length).toBeGreaterThanOrEqual(3);
      expect(leader.message).toBe(leader.paragraphMessage.join('\n\n'));
      expect(leader.message.length).toBeGreaterThan(400);
      expect(leader.experience).not.toBe('');
      expect(leader.profileImage).toEqual({
        url: expect.stringMatching(/^\/uploads\/leaders\/[0-9a-f-]+\.jpg$/),
        fileName: expect.stringMatching(/^[a-z0-9-]+\.jpg$/),
      });
      expect(leader.media!.url).toBe(leader.profileImage!.url);
      expect(leader.media!.variants.length).toBeGreaterThanOrEqual(4);
      expect(leader).not.toHaveProperty('profileImageFile');
      const photo = await t.app.inject({ method: 'GET', url: leader.profileImage!.url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('falls back to the first 100 characters of the message when there is no short message', async () => {
    const [row] = await t.database.db
      .insert(leaders)
      .values({
        name: 'Test Leader',
        role: 'Coordinator',
        message: 'A'.repeat(60) + ' ' + 'B'.repeat(80),
        displayOrder: 50,
      })
      .returning({ id: leaders.id });
    const { body } = await get(`/api/leadership/${row!.id}`);
    expect(body.data.leader.shortMessage).toBe('A'.repeat(60) + ' ' + 'B'.repeat(39));
    expect(body.data.leader.profileImage).toBeNull();

    const seeded = await list();
    const director = seeded.find((l) => l.role === 'Director')!;
    expect(director.shortMessage).toBe(director.message.slice(0, 100));
    const principal = seeded.find((l) => l.role === 'Principal')!;
    expect(principal.shortMessage).not.toBe(principal.message.slice(0, 100));
    expect(principal.message.startsWith('Welcome')).toBe(true);
    expect(principal.shortMessage.length).toBeGreaterThan(0);
  });

  it('filters by featured (the featured view), role (any case) and a case-insensitive search', async () => {
    const featured = await get('/api/leadership?featured=true&sortBy=displayOrder');
    expect(featured.status).toBe(200);
    const featuredLeaders: LeaderBody[] = featured.body.data.leaders;
    expect(featuredLeaders.length).toBeGreaterThanOrEqual(2);
    expect(featuredLeaders.every((l) => l.featured)).toBe(true);
    expectOrdered(
      featuredLeaders.map((l) => l.displayOrder),
      'asc',
    );
    const notFeatured = await list('&featured=false');
    expect(notFeatured.length).toBeGreaterThan(0);
    expect(notFeatured.every((l) => !l.featured)).toBe(true);
    expect(featuredLeaders.length + notFeatured.length).toBe((await list()).length);

    const principals = await list('&role=PRINCIPAL');
    expect(principals.map((l) => l.role)).toEqual(['Principal']);

    const cricket = await list('&search=CRICKET%20academy');
    expect(cricket.length).toBeGreaterThan(0);
    for (const l of cricket)
      expect(
        `${l.name} ${l.role} ${l.title} ${l.shortMessage} ${l.message} ${l.experience}`.toLowerCase(),
      ).toContain('cricket academy');
    expect((await list('&search=mishra')).map((l) => l.role)).toEqual(['Principal']);
    expect(await list('&search=zzzz-nothing')).toEqual([]);
  });

  it('sorts by each allowed column in both directions and pages without overlap', async () => {
    expectOrdered(
      (await list('&sortBy=displayOrder&sortOrder=desc')).map((l) => l.displayOrder),
      'desc',
    );
    for (const column of ['name', 'role']) {
      const asc = (await list(`&sortBy=${column}&sortOrder=asc`)).map((l) => l._id);
      const desc = (await list(`&sortBy=${column}&sortOrder=desc`)).map((l) => l._id);
      expect(desc).toEqual([...asc].reverse());
    }
    const first = await get('/api/leadership?limit=2&page=1');
    const second = await get('/api/leadership?limit=2&page=2');
    const ids = new Set(
      [...first.body.data.leaders, ...second.body.data.leaders].map((l: LeaderBody) => l._id),
    );
    expect(ids.size).toBe(4);
    expect(second.body.data.pagination).toMatchObject({ page: 2, limit: 2 });
  });

  it.each([
    ...BAD_LIST_QUERIES,
    ['featured=yes', 'featured'] as [string, string],
    ['featured=1', 'featured'] as [string, string],
    ['role=x%00', 'role'] as [string, string],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(`/api/leadership?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(`'${parameter}'`);
  });
});

describe('GET /api/leadership/{id} and /roles/list', () => {
  it('returns one leader, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = await list('&sortBy=displayOrder');
    const one = await get(`/api/leadership/${first!._id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.leader).toMatchObject({
      _id: first!._id,
      name: first!.name,
      message: first!.message,
    });
    const unknown = await get('/api/leadership/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: 'Leader not found' });
    const malformed = await get('/api/leadership/principal');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });

  it('lists each role once, in display order', async () => {
    const { status, body } = await get('/api/leadership/roles/list');
    expect(status).toBe(200);
    const roles: string[] = body.data.roles;
    expect(roles.slice(0, 4)).toEqual(['Chairman', 'Principal', 'Director', 'Vice Principal']);
    expect(new Set(roles).size).toBe(roles.length);
    await t.database.db
      .insert(leaders)
      .values({ name: 'Second Principal', role: 'Principal', message: 'x', displayOrder: 99 });
    expect(
      (await get('/api/leadership/roles/list')).body.data.roles.filter((r: string) => r === 'Principal'),
    ).toHaveLength(1);
  });
});

describe('GET /api/leadership/{id}/profile-image[/view]', () => {
  it('serves the photo as an attachment and inline, with a safe name and nosniff', async () => {
    const leader = (await list()).find((l) => l.role === 'Principal')!;
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/leadership/${leader._id}/profile-image`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="dr-anjali-mishra\.jpg"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect([...download.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/leadership/${leader._id}/profile-image/view`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/jpeg');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="dr-anjali-mishra\.jpg"/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.rawPayload.equals(download.rawPayload)).toBe(true);
  });

  it('answers 404 JSON without a photo, for a missing file or an unknown id, and 400 for a malformed id', async () => {
    const [noPhoto] = await t.database.db
      .insert(leaders)
      .values({ name: 'No Photo', role: 'Bursar', message: 'Hello' })
      .returning({ id: leaders.id });
    const [lostPhoto] = await t.database.db
      .insert(leaders)
      .values({
        name: 'Lost Photo',
        role: 'Bursar',
        message: 'Hello',
        profileImageFile: 'leaders/00000000-0000-4000-8000-000000000000.jpg',
      })
      .returning({ id: leaders.id });
    for (const suffix of ['profile-image', 'profile-image/view']) {
      for (const id of [noPhoto!.id, lostPhoto!.id]) {
        const missing = await get(`/api/leadership/${id}/${suffix}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ status: 'error', message: 'This leader has no profile image' });
      }
      const unknown = await get(`/api/leadership/00000000-0000-4000-8000-000000000000/${suffix}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Leader not found');
      expect((await get(`/api/leadership/x/${suffix}`)).status).toBe(400);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Home's call (docs/requirements.md#api-calls): 5 notices by Order ascending. */
const HOME_NOTICES = '/api/notices?limit=5&sortBy=order&sortOrder=asc';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
  // Every seeded notice at the default Order 0, as a school that never touched Order has them.
  await t.database.db.update(notices).set({ order: 0 });
});
afterAll(async () => {
  await t.close();
});

async function homeTitles(url = HOME_NOTICES): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().data.notices.map((n: { title: string }) => n.title);
}

async function placement(query: string, cookie = editor) {
  return t.app.inject({ method: 'GET', url: `/api/admin/notices/placement?${query}`, headers: { cookie } });
}

async function createNotice(title: string, order = 0): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/notices',
    headers: { cookie: editor },
    payload: { title, date: new Date().toISOString().slice(0, 10), order },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.item._id;
}

describe("Home's notices: among equal Order the newest first", () => {
  it('a new notice at the default Order is first on Home, even with many notices at Order 0', async () => {
    const before = await homeTitles('/api/notices?limit=100&sortBy=order&sortOrder=asc');
    expect(before.length).toBeGreaterThan(5);
    const placed = await placement('order=0');
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data).toEqual({ position: 1, homeCount: 5 });

    await createNotice('School closed tomorrow due to heavy rain');
    const home = await homeTitles();
    expect(home).toHaveLength(5);
    expect(home[0]).toBe('School closed tomorrow due to heavy rain');
    // The admin list sorted by Order agrees with Home.
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notices?sortBy=order&sortOrder=asc&limit=5&publication=published',
      headers: { cookie: editor },
    });
    expect(admin.json().data.items[0].title).toBe('School closed tomorrow due to heavy rain');
  });

  it('says where a notice stands: by Order, then newest first', async () => {
    const all = await homeTitles('/api/notices?limit=100&sortBy=order&sortOrder=asc');
    const ids: string[] = (
      await t.app.inject({ method: 'GET', url: '/api/notices?limit=100&sortBy=order&sortOrder=asc' })
    )
      .json()
      .data.notices.map((n: { _id: string }) => n._id);
    // An existing notice stands where Home lists it.
    for (const index of [0, 3, ids.length - 1]) {
      const response = await placement(`order=0&id=${ids[index]}`);
      expect(response.json().data.position).toBe(index + 1);
    }
    // A new notice at Order 1 comes after every live notice at Order 0.
    expect((await placement('order=1')).json().data.position).toBe(all.length + 1);
    for (const query of ['order=-1', 'order=x', 'order=0&id=nope', '']) {
      const bad = await placement(query);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().status).toBe('error');
    }
    expect((await placement('order=0', '')).statusCode).toBe(401);
  });

  it('pins a notice to the top: Order 0, the others one place down in the same order', async () => {
    const before = await homeTitles('/api/notices?limit=100&sortBy=order&sortOrder=asc');
    const ids: string[] = (
      await t.app.inject({ method: 'GET', url: '/api/notices?limit=100&sortBy=order&sortOrder=asc' })
    )
      .json()
      .data.notices.map((n: { _id: string }) => n._id);
    const oldest = ids[ids.length - 1]!;
    const pinned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/notices/${oldest}/pin`,
      headers: { cookie: editor },
    });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().data.item.order).toBe(0);
    const after = await homeTitles('/api/notices?limit=100&sortBy=order&sortOrder=asc');
    expect(after).toEqual([before[before.length - 1], ...before.slice(0, -1)]);
    expect((await placement(`order=0&id=${oldest}`)).json().data.position).toBe(1);
    // A notice created later at Order 0 still goes first: newest first among equal Order.
    await createNotice('Holiday on Monday');
    expect((await homeTitles())[0]).toBe('Holiday on Monday');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notices/00000000-0000-4000-8000-000000000000/pin',
      headers: { cookie: editor },
    });
    expect(missing.statusCode).toBe(404);
  });
});

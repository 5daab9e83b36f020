import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugHistory } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { cookie: editor }, payload });
}
async function create(payload: object) {
  const response = await send('POST', '/api/admin/notices', { date: '2025-03-01', ...payload });
  expect(response.statusCode).toBe(201);
  return response.json().data.item;
}
async function adminNotice(id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/notices/${id}`,
    headers: { cookie: editor },
  });
  return response.json().data.item;
}

describe('notice slugs', () => {
  it('makes the slug from the title, and a repeated title gets -2, -3', async () => {
    const first = await create({ title: 'Sports Day Rehearsal' });
    const second = await create({ title: 'Sports Day: Rehearsal' });
    const third = await create({ title: 'sports day rehearsal' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'sports-day-rehearsal',
      'sports-day-rehearsal-2',
      'sports-day-rehearsal-3',
    ]);
  });

  it('transliterates a Hindi title', async () => {
    const notice = await create({ title: 'विद्यालय कल बंद रहेगा' });
    expect(notice.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+){3}$/);
  });

  it('keeps the slug when the title is edited; a new slug keeps the old one as a redirect', async () => {
    const notice = await create({ title: 'Library Week' });
    const retitled = await send('PUT', `/api/admin/notices/${notice._id}`, {
      ...notice,
      slug: '',
      title: 'Library Week 2025',
    });
    expect(retitled.statusCode).toBe(200);
    expect(retitled.json().data.item.slug).toBe('library-week');

    const moved = await send('PUT', `/api/admin/notices/${notice._id}`, {
      ...notice,
      slug: 'library-week-2025',
    });
    expect(moved.statusCode).toBe(200);
    expect(await t.app.services.notices.bySlug('library-week')).toEqual({ movedTo: 'library-week-2025' });
    expect(await t.app.services.notices.bySlug('library-week-2025')).toMatchObject({
      notice: { title: 'Library Week' },
    });

    // A new notice titled like the old address does not take it: old links still lead to the moved notice.
    const newcomer = await create({ title: 'Library Week' });
    expect(newcomer.slug).toBe('library-week-2');

    // Going back to the first slug makes it current again, and the second one becomes the redirect.
    const back = await send('PUT', `/api/admin/notices/${notice._id}`, { ...notice, slug: 'library-week' });
    expect(back.json().data.item.slug).toBe('library-week');
    expect(await t.app.services.notices.bySlug('library-week-2025')).toEqual({ movedTo: 'library-week' });
  });

  it('refuses a slug another notice has or had, and a malformed slug, changing nothing', async () => {
    const taken = await create({ title: 'Science Fair' });
    const other = await create({ title: 'Maths Olympiad' });
    const clash = await send('PUT', `/api/admin/notices/${other._id}`, { ...other, slug: taken.slug });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({
      status: 'error',
      code: 'VALIDATION_ERROR',
      message:
        "Invalid field 'slug': 'science-fair' is already the address of another notice; choose another slug",
      fieldErrors: { slug: [expect.stringContaining('science-fair')] },
    });
    expect((await adminNotice(other._id)).slug).toBe('maths-olympiad');

    const onCreate = await send('POST', '/api/admin/notices', {
      title: 'Another fair',
      date: '2025-03-01',
      slug: 'science-fair',
    });
    expect(onCreate.statusCode).toBe(400);

    for (const bad of ['Science Fair', 'science--fair', '-fair', 'x'.repeat(81), 'मेला']) {
      const response = await send('PUT', `/api/admin/notices/${other._id}`, { ...other, slug: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message, bad).toContain('slug');
    }
    expect((await adminNotice(other._id)).slug).toBe('maths-olympiad');
    const history = await t.database.db.select().from(slugHistory);
    expect(history.filter((row) => row.entityId === other._id)).toEqual([]);
  });

  it('answers not found for a slug no published notice has or had', async () => {
    await expect(t.app.services.notices.bySlug('never-was')).rejects.toMatchObject({ statusCode: 404 });
    const draft = await create({ title: 'Draft only', publication: 'draft' });
    await expect(t.app.services.notices.bySlug(draft.slug)).rejects.toMatchObject({ statusCode: 404 });
  });
});

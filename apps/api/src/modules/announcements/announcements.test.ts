import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionFor, signIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
  admin = await signIn(t, (await createAccount(t, 'admin')).email);
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Times far from the seeded info banner and from each test's own, by day offset from now. */
const at = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * HOUR).toISOString();

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = editor) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function announcementCount(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from announcements`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function publicAnnouncements(): Promise<{ _id: string; level: string; text: string }[]> {
  return (await t.app.inject({ url: '/api/announcements' })).json().data.announcements;
}

describe('announcements', () => {
  it('the demo has an active info banner', async () => {
    const active = await publicAnnouncements();
    expect(active.map((a) => a.level)).toEqual(['info']);
    expect(active[0]!.text).toMatch(/Admissions for 2024-25 are open/);
  });

  it('an editor creates, edits and deletes one; the public sees it only while active; the audit log has each write', async () => {
    const created = await send('POST', '/api/admin/announcements', {
      level: 'urgent',
      text: '  School closed tomorrow (heavy rain).  ',
      link: '/contact',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: at(1),
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({
      level: 'urgent',
      text: 'School closed tomorrow (heavy rain).',
      link: '/contact',
    });
    expect(item.state).toBe('current');
    expect(item.version).toBe(1);
    expect((await publicAnnouncements()).map((a) => a.level)).toEqual(['urgent', 'info']);

    const edited = await send('PUT', `/api/admin/announcements/${item._id}`, {
      level: 'urgent',
      text: 'School closed tomorrow and on Friday.',
      startsAt: at(2),
      endsAt: at(3),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.item).toMatchObject({ version: 2, state: 'future', link: '' });
    expect((await publicAnnouncements()).map((a) => a.level)).toEqual(['info']);

    const history = await t.app.inject({
      url: '/api/admin/announcements?limit=100',
      headers: { cookie: editor },
    });
    expect(history.statusCode).toBe(200);
    const states = history.json().data.items.map((a: { state: string }) => a.state);
    expect(states).toEqual(expect.arrayContaining(['future', 'current']));

    expect((await send('DELETE', `/api/admin/announcements/${item._id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/announcements/${item._id}`)).statusCode).toBe(404);

    const log = await t.app.inject({
      url: '/api/admin/audit-log?entity=announcement&limit=100',
      headers: { cookie: admin },
    });
    const actions = log
      .json()
      .data.entries.filter((e: { entityId: string }) => e.entityId === item._id)
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(['delete', 'update', 'create']);
  });

  it('lists past announcements in the history', async () => {
    await t.database.db.execute(
      sql`insert into announcements (level, text, starts_at, ends_at) values ('important', 'Sports day moved', now() - interval '3 days', now() - interval '2 days')`,
    );
    const history = await t.app.inject({
      url: '/api/admin/announcements?limit=100&level=important',
      headers: { cookie: editor },
    });
    const past = history.json().data.items.find((a: { text: string }) => a.text === 'Sports day moved');
    expect(past.state).toBe('past');
  });

  it('refuses a second announcement of the same level that overlaps in time, naming the clash; nothing is written', async () => {
    const first = await send('POST', '/api/admin/announcements', {
      level: 'important',
      text: 'Fee due date extended to 15 December.',
      startsAt: at(10),
      endsAt: at(12),
    });
    expect(first.statusCode).toBe(201);
    const before = await announcementCount();
    const clash = await send('POST', '/api/admin/announcements', {
      level: 'important',
      text: 'Parent-teacher meeting on Saturday.',
      startsAt: at(11),
      endsAt: at(13),
    });
    expect(clash.statusCode).toBe(400);
    const body = clash.json();
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR' });
    expect(body.message).toContain(
      'Another important announcement ("Fee due date extended to 15 December.")',
    );
    expect(body.fieldErrors.startsAt[0]).toContain('only one important announcement can show at a time');
    expect(await announcementCount()).toBe(before);

    // Another level at the same time, and the same level right after, are fine.
    const urgent = await send('POST', '/api/admin/announcements', {
      level: 'urgent',
      text: 'Exam postponed.',
      startsAt: at(11),
      endsAt: at(13),
    });
    expect(urgent.statusCode).toBe(201);
    const after = await send('POST', '/api/admin/announcements', {
      level: 'important',
      text: 'Parent-teacher meeting on Saturday.',
      startsAt: at(12),
      endsAt: at(13),
    });
    expect(after.statusCode).toBe(201);

    // An edit into a clash is refused and leaves the row as it was.
    const moved = await send('PUT', `/api/admin/announcements/${after.json().data.item._id}`, {
      level: 'important',
      text: 'Parent-teacher meeting on Saturday.',
      startsAt: at(11),
      endsAt: at(13),
    });
    expect(moved.statusCode).toBe(400);
    const kept = await t.app.inject({
      url: `/api/admin/announcements/${after.json().data.item._id}`,
      headers: { cookie: editor },
    });
    expect(kept.json().data.item).toMatchObject({ startsAt: after.json().data.item.startsAt, version: 1 });
  });

  it.each([
    [
      'end before start',
      { level: 'info', text: 'x', startsAt: at(20), endsAt: at(19) },
      'endsAt',
      'endsAt must be after startsAt',
    ],
    [
      'empty text',
      { level: 'info', text: '   ', startsAt: at(20), endsAt: at(21) },
      'text',
      'text is required',
    ],
    [
      'text too long',
      { level: 'info', text: 'a'.repeat(161), startsAt: at(20), endsAt: at(21) },
      'text',
      'text must be at most 160 characters',
    ],
    [
      'a bad link',
      { level: 'info', text: 'x', link: 'javascript:alert(1)', startsAt: at(20), endsAt: at(21) },
      'link',
      'link must be a page of this site',
    ],
    [
      'another site written as //host',
      { level: 'info', text: 'x', link: '//evil.example', startsAt: at(20), endsAt: at(21) },
      'link',
      'link must be a page of this site',
    ],
    [
      'an unknown level',
      { level: 'danger', text: 'x', startsAt: at(20), endsAt: at(21) },
      'level',
      'level must be one of',
    ],
    [
      'a time without its zone',
      { level: 'info', text: 'x', startsAt: '2026-12-01T09:00', endsAt: at(21) },
      'startsAt',
      'startsAt must be a date and time with its time zone',
    ],
  ])(
    'refuses %s with a 400 naming the problem; nothing is written',
    async (_name, payload, field, message) => {
      const before = await announcementCount();
      const response = await send('POST', '/api/admin/announcements', payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.status).toBe('error');
      expect(body.message).toContain(message);
      expect(body.fieldErrors[field][0]).toContain(message);
      expect(await announcementCount()).toBe(before);
    },
  );

  it('accepts a web address or an uploaded file as the link', async () => {
    for (const [i, link] of ['https://cbse.gov.in/circular', '/uploads/notices/a1b2c3.pdf'].entries()) {
      // Urgent: the seeded info banner runs for 90 days.
      const response = await send('POST', '/api/admin/announcements', {
        level: 'urgent',
        text: 'See the circular.',
        link,
        startsAt: at(30 + i * 2),
        endsAt: at(31 + i * 2),
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it("'End now' ends a banner showing now at this moment (audit-logged); a future or ended one is refused in words", async () => {
    const created = await send('POST', '/api/admin/announcements', {
      level: 'urgent',
      text: 'Water supply cut this afternoon.',
      startsAt: at(-40),
      endsAt: at(-40, 1),
    });
    expect(created.statusCode).toBe(201);
    const past = created.json().data.item;
    const refusedPast = await send('POST', `/api/admin/announcements/${past._id}/end`);
    expect(refusedPast.statusCode).toBe(400);
    expect(refusedPast.json().message).toBe('This announcement has already ended.');

    const future = (
      await send('POST', '/api/admin/announcements', {
        level: 'urgent',
        text: 'Holiday on Friday.',
        startsAt: at(40),
        endsAt: at(41),
      })
    ).json().data.item;
    const refusedFuture = await send('POST', `/api/admin/announcements/${future._id}/end`);
    expect(refusedFuture.statusCode).toBe(400);
    expect(refusedFuture.json().message).toContain('has not started yet');

    const current = (
      await send('POST', '/api/admin/announcements', {
        level: 'urgent',
        text: 'Gate 2 closed today.',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: at(1),
      })
    ).json().data.item;
    expect((await publicAnnouncements()).map((a) => a.text)).toContain('Gate 2 closed today.');
    const ended = await send('POST', `/api/admin/announcements/${current._id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.item).toMatchObject({ state: 'past', version: current.version + 1 });
    expect(Date.parse(ended.json().data.item.endsAt)).toBeLessThanOrEqual(Date.now());
    expect((await publicAnnouncements()).map((a) => a.text)).not.toContain('Gate 2 closed today.');
    const log = await t.app.inject({
      url: '/api/admin/audit-log?entity=announcement&limit=100',
      headers: { cookie: admin },
    });
    const entries = log
      .json()
      .data.entries.filter((e: { entityId: string }) => e.entityId === current._id) as {
      action: string;
      after: { endedNow?: boolean };
    }[];
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]!.after.endedNow).toBe(true);

    expect(
      (await send('POST', '/api/admin/announcements/00000000-0000-4000-8000-000000000000/end')).statusCode,
    ).toBe(404);
    await send('DELETE', `/api/admin/announcements/${past._id}`);
    await send('DELETE', `/api/admin/announcements/${future._id}`);
    await send('DELETE', `/api/admin/announcements/${current._id}`);
  });

  it('needs a signed-in editor', async () => {
    const payload = { level: 'info', text: 'x', startsAt: at(40), endsAt: at(41) };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/announcements', payload })).statusCode,
    ).toBe(401);
  });
});

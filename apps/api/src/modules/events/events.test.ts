import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import { BAD_LIST_QUERIES, expectOrdered } from '../../test/list-assertions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENT_REGISTRATION_LIMIT } from './events.service';

interface EventBody {
  _id: string;
  title: string;
  description: string;
  date: string;
  endDate: string | null;
  type: string;
  status: string;
  location: string;
  order: number;
  registrations: number;
  pdfFile: string | null;
}

let t: TestApp;
/** Registrations are recorded by signed-in staff (docs/operations.md#security-and-operations, Event registrations). */
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function post(url: string, headers: Record<string, string> = {}, payload?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: staff, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function allEvents(query = ''): Promise<EventBody[]> {
  const { body } = await get(`/api/events?limit=100${query}`);
  return body.data.events;
}

async function insertEvent(values: Partial<typeof events.$inferInsert> & { title: string }) {
  const [row] = await t.database.db
    .insert(events)
    .values({ date: new Date(), slug: `test-${crypto.randomUUID()}`, ...values })
    .returning({ id: events.id });
  return row!.id;
}

const HOUR = 60 * 60 * 1000;
const IST_OFFSET = 5.5 * HOUR;

/** Midnight today in Asia/Kolkata (UTC+5:30, no daylight saving), as epoch ms. */
function startOfKolkataToday(now = Date.now()): number {
  const local = now + IST_OFFSET;
  return local - (local % (24 * HOUR)) - IST_OFFSET;
}

describe('GET /api/events', () => {
  it('returns the home list: 5 events with pagination and the spec fields', async () => {
    const { status, body } = await get('/api/events?limit=5');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data.events).toHaveLength(5);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(body.data.pagination.total).toBeGreaterThanOrEqual(10);
    expect(body.data.pagination.pages).toBe(Math.ceil(body.data.pagination.total / 5));
    const event = body.data.events[0];
    expect(event._id).toMatch(/^[0-9a-f-]{36}$/);
    for (const key of [
      'title',
      'description',
      'date',
      'type',
      'status',
      'location',
      'order',
      'registrations',
    ])
      expect(event).toHaveProperty(key);
    expect(event).not.toHaveProperty('id');
  });

  it('has seeded upcoming, ongoing and past events of several types and locations, some with PDFs', async () => {
    const list = await allEvents();
    const statuses = new Set(list.map((e) => e.status));
    for (const status of ['upcoming', 'ongoing', 'completed']) expect(statuses).toContain(status);
    expect(new Set(list.map((e) => e.type)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(list.map((e) => e.location)).size).toBeGreaterThanOrEqual(4);
    expect(list.some((e) => e.pdfFile === `/api/events/${e._id}/download`)).toBe(true);
    expect(list.some((e) => e.pdfFile === null)).toBe(true);
  });

  it('sorts by date ascending by default and by each allowed column in both directions', async () => {
    expectOrdered(
      (await allEvents()).map((e) => e.date),
      'asc',
    );
    expectOrdered(
      (await allEvents('&sortBy=date&sortOrder=desc')).map((e) => e.date),
      'desc',
    );
    expectOrdered(
      (await allEvents('&sortBy=order&sortOrder=asc')).map((e) => e.order),
      'asc',
    );
    expectOrdered(
      (await allEvents('&sortBy=order&sortOrder=desc')).map((e) => e.order),
      'desc',
    );
    expectOrdered(
      (await allEvents('&sortBy=createdAt&sortOrder=desc')).map(
        (e) => (e as unknown as { createdAt: string }).createdAt,
      ),
      'desc',
    );
    const byTitleAsc = (await allEvents('&sortBy=title&sortOrder=asc')).map((e) => e._id);
    const byTitleDesc = (await allEvents('&sortBy=title&sortOrder=desc')).map((e) => e._id);
    expect(byTitleDesc).toEqual([...byTitleAsc].reverse());
  });

  it('pages without overlap', async () => {
    const first = await get('/api/events?limit=4&page=1&sortBy=order');
    const second = await get('/api/events?limit=4&page=2&sortBy=order');
    const ids = new Set([...first.body.data.events, ...second.body.data.events].map((e: EventBody) => e._id));
    expect(ids.size).toBe(8);
    expect(second.body.data.pagination.page).toBe(2);
    const beyond = await get('/api/events?limit=4&page=999');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.events).toEqual([]);
  });

  it('filters by type and location (any case), status, and a case-insensitive search', async () => {
    const sports = await allEvents('&type=sPoRtS');
    expect(sports.length).toBeGreaterThan(1);
    expect(sports.every((e) => e.type === 'Sports')).toBe(true);

    const ongoing = await allEvents('&status=ongoing');
    expect(ongoing.length).toBeGreaterThan(0);
    expect(ongoing.every((e) => e.status === 'ongoing')).toBe(true);

    const ground = await allEvents('&location=cricket%20academy%20ground');
    expect(ground.length).toBeGreaterThan(1);
    expect(ground.every((e) => e.location === 'Cricket Academy Ground')).toBe(true);

    const combined = await allEvents('&type=Sports&status=upcoming&location=Main%20Ground');
    // status=upcoming follows the date rule: the running championship ends after today, so it counts.
    expect(combined.map((e) => e.title).sort()).toEqual([
      'Annual Sports Meet 2024-25',
      'Inter-House Football Championship',
    ]);

    const search = await allEvents('&search=CRICKET');
    expect(search.length).toBeGreaterThan(1);
    for (const e of search)
      expect(`${e.title} ${e.description} ${e.type} ${e.location}`.toLowerCase()).toContain('cricket');
    // The search matches locations too, and LIKE wildcards are literal.
    expect((await allEvents('&search=library%20hall')).map((e) => e.title)).toEqual([
      'Book Fair in the Library',
    ]);
    expect(await allEvents('&search=%25%25')).toEqual([]);
  });

  it.each([
    ...BAD_LIST_QUERIES,
    ['status=postponed', 'status'] as [string, string],
    ['type=', 'type'],
    ['location=a%00b', 'location'],
    ['search=%00', 'search'],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(`/api/events?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(`'${parameter}'`);
  });
});

describe('GET /api/events/upcoming/all and /ongoing/all', () => {
  it('lists upcoming events: date or end date today or later, never closed ones, date ascending', async () => {
    const { status, body } = await get('/api/events/upcoming/all');
    expect(status).toBe(200);
    const list: EventBody[] = body.data.events;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(body.data.pagination.limit).toBe(100);
    const startOfToday = startOfKolkataToday();
    for (const e of list) {
      expect(Math.max(Date.parse(e.date), Date.parse(e.endDate ?? e.date))).toBeGreaterThanOrEqual(
        startOfToday,
      );
      expect(['completed', 'cancelled']).not.toContain(e.status);
    }
    expectOrdered(
      list.map((e) => e.date),
      'asc',
    );
    expect(list.map((e) => e.title)).toContain('Annual Day "Utsav"');
    expect(list.map((e) => e.title)).not.toContain('Heritage Walk to Nandan Pahar');
  });

  it('lists ongoing events: now between date and endDate, or marked ongoing', async () => {
    const { status, body } = await get('/api/events/ongoing/all');
    expect(status).toBe(200);
    const list: EventBody[] = body.data.events;
    expect(list.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Cricket Coaching Camp', 'Book Fair in the Library']),
    );
    const now = Date.now();
    for (const e of list) {
      const inWindow = Date.parse(e.date) <= now && e.endDate !== null && Date.parse(e.endDate) >= now;
      expect(inWindow || e.status === 'ongoing').toBe(true);
      expect(['completed', 'cancelled']).not.toContain(e.status);
    }
  });

  it('decides by date as well as by status, and hides cancelled, completed and unpublished events', async () => {
    const now = Date.now();
    await insertEvent({
      title: 'Started, still marked upcoming',
      status: 'upcoming',
      date: new Date(now - HOUR),
      endDate: new Date(now + 24 * HOUR),
    });
    await insertEvent({
      title: 'Future, marked ongoing',
      status: 'ongoing',
      date: new Date(now + 24 * HOUR),
    });
    await insertEvent({
      title: 'Future but cancelled',
      status: 'cancelled',
      date: new Date(now + 24 * HOUR),
    });
    await insertEvent({
      title: 'Running but completed',
      status: 'completed',
      date: new Date(now - HOUR),
      endDate: new Date(now + HOUR),
    });
    await insertEvent({
      title: 'Future draft',
      status: 'upcoming',
      date: new Date(now + 24 * HOUR),
      publication: 'draft',
    });
    await insertEvent({
      title: 'Finished yesterday',
      status: 'completed',
      date: new Date(now - 48 * HOUR),
      endDate: new Date(now - 24 * HOUR),
    });

    const upcoming = (await get('/api/events/upcoming/all')).body.data.events.map((e: EventBody) => e.title);
    expect(upcoming).toContain('Future, marked ongoing');
    expect(upcoming).toContain('Started, still marked upcoming');
    for (const hidden of [
      'Future but cancelled',
      'Running but completed',
      'Future draft',
      'Finished yesterday',
    ])
      expect(upcoming).not.toContain(hidden);

    const ongoing = (await get('/api/events/ongoing/all')).body.data.events.map((e: EventBody) => e.title);
    expect(ongoing).toContain('Started, still marked upcoming');
    expect(ongoing).toContain('Future, marked ongoing');
    for (const hidden of [
      'Future but cancelled',
      'Running but completed',
      'Future draft',
      'Finished yesterday',
    ])
      expect(ongoing).not.toContain(hidden);
  });

  it('takes the list parameters (but not status) and validates them', async () => {
    const sports = await get('/api/events/upcoming/all?type=sports&limit=1&sortOrder=desc');
    expect(sports.status).toBe(200);
    expect(sports.body.data.events).toHaveLength(1);
    expect(sports.body.data.events[0].type).toBe('Sports');
    expect(sports.body.data.pagination.total).toBeGreaterThanOrEqual(2);
    for (const url of ['/api/events/upcoming/all?limit=101', '/api/events/ongoing/all?sortBy=password']) {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.message).toMatch(/'(limit|sortBy)'/);
    }
  });
});

describe('the upcoming rule (Asia/Kolkata today), for status=upcoming and /events/upcoming/all', () => {
  it('counts the date or end date from today on, whatever the stored status', async () => {
    const today = startOfKolkataToday();
    const type = 'UpcomingRule';
    await insertEvent({
      title: 'Yesterday, left at upcoming',
      type,
      status: 'upcoming',
      date: new Date(today - 2 * HOUR),
    });
    await insertEvent({
      title: 'Ended last night',
      type,
      status: 'ongoing',
      date: new Date(today - 72 * HOUR),
      endDate: new Date(today - 60_000),
    });
    await insertEvent({
      title: 'Today at 00:30 IST',
      type,
      status: 'upcoming',
      date: new Date(today + HOUR / 2),
    });
    await insertEvent({
      title: 'Runs until tomorrow, marked ongoing',
      type,
      status: 'ongoing',
      date: new Date(today - 48 * HOUR),
      endDate: new Date(today + 30 * HOUR),
    });
    await insertEvent({
      title: 'Next week, marked completed',
      type,
      status: 'completed',
      date: new Date(today + 170 * HOUR),
    });
    await insertEvent({ title: 'Next month', type, status: 'upcoming', date: new Date(today + 700 * HOUR) });

    const expected = ['Runs until tomorrow, marked ongoing', 'Today at 00:30 IST', 'Next month'];
    const filtered = await get(`/api/events?type=${type}&status=upcoming&sortBy=date&sortOrder=asc`);
    expect(filtered.body.data.events.map((e: EventBody) => e.title)).toEqual(expected);
    const all = await get(`/api/events/upcoming/all?type=${type}`);
    expect(all.body.data.events.map((e: EventBody) => e.title)).toEqual(expected);
    // The stored status still filters as stored for the other values.
    const completed = await get(`/api/events?type=${type}&status=completed`);
    expect(completed.body.data.events.map((e: EventBody) => e.title)).toEqual([
      'Next week, marked completed',
    ]);
  });

  it("keeps Home's call (limit 5, status=upcoming, date ascending) free of past events", async () => {
    await insertEvent({
      title: 'Long past, default status',
      status: 'upcoming',
      date: new Date(startOfKolkataToday() - 30 * 24 * HOUR),
    });
    const { status, body } = await get('/api/events?limit=5&status=upcoming&sortBy=date&sortOrder=asc');
    expect(status).toBe(200);
    expect(body.data.events).toHaveLength(5);
    const today = startOfKolkataToday();
    for (const e of body.data.events as EventBody[])
      expect(Math.max(Date.parse(e.date), Date.parse(e.endDate ?? e.date))).toBeGreaterThanOrEqual(today);
  });
});

describe('GET /api/events/type|location|search/{value}', () => {
  it('lists the events of one type, at one location, or matching a term', async () => {
    const byType = await get('/api/events/type/cultural');
    expect(byType.status).toBe(200);
    expect(byType.body.data.events.length).toBeGreaterThan(0);
    expect(byType.body.data.events.every((e: EventBody) => e.type === 'Cultural')).toBe(true);

    const byLocation = await get('/api/events/location/School%20Auditorium?limit=100');
    expect(byLocation.body.data.events.length).toBeGreaterThan(1);
    expect(byLocation.body.data.events.every((e: EventBody) => e.location === 'School Auditorium')).toBe(
      true,
    );

    const bySearch = await get('/api/events/search/FOOTBALL');
    expect(bySearch.body.data.events.map((e: EventBody) => e.title)).toContain(
      'Inter-House Football Championship',
    );
    for (const e of bySearch.body.data.events as EventBody[])
      expect(`${e.title} ${e.description} ${e.type} ${e.location}`.toLowerCase()).toContain('football');

    const none = await get('/api/events/type/Nonexistent');
    expect(none.status).toBe(200);
    expect(none.body.data.events).toEqual([]);
  });

  it('validates the path value and the query', async () => {
    const tooLong = await get(`/api/events/search/${'x'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain("'term'");
    const badQuery = await get('/api/events/type/Sports?page=0');
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toContain("'page'");
  });
});

describe('GET /api/events/{id}', () => {
  it('returns one event, 404 for an unknown or unpublished id and 400 for a malformed one', async () => {
    const [first] = await allEvents();
    const one = await get(`/api/events/${first!._id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.event).toMatchObject({ _id: first!._id, title: first!.title });

    const unknown = await get('/api/events/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: 'Event not found' });

    const draftId = await insertEvent({ title: 'Secret draft', publication: 'draft' });
    expect((await get(`/api/events/${draftId}`)).status).toBe(404);
    const expiredId = await insertEvent({ title: 'Expired', expireAt: new Date(Date.now() - HOUR) });
    expect((await get(`/api/events/${expiredId}`)).status).toBe(404);
    const scheduledId = await insertEvent({ title: 'Scheduled', publishAt: new Date(Date.now() + HOUR) });
    expect((await get(`/api/events/${scheduledId}`)).status).toBe(404);
    const titles = (await allEvents()).map((e) => e.title);
    for (const hidden of ['Secret draft', 'Expired', 'Scheduled']) expect(titles).not.toContain(hidden);

    const malformed = await get('/api/events/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });
});

describe('POST /api/events/{id}/register and /unregister', () => {
  async function registrationsOf(id: string) {
    const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
    return row!.registrations;
  }

  it('counts registrations up and down and answers the event with its count', async () => {
    const id = await insertEvent({
      title: 'Open day',
      date: new Date(Date.now() + 24 * HOUR),
      registrations: 3,
    });
    const registered = await post(`/api/events/${id}/register`);
    expect(registered.status).toBe(200);
    expect(registered.body.status).toBe('success');
    expect(registered.body.data.event).toMatchObject({ _id: id, registrations: 4 });
    // The site's helper sends a JSON content-type without a body.
    const withHeader = await post(`/api/events/${id}/register`, { 'content-type': 'application/json' });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.data.event.registrations).toBe(5);
    const unregistered = await post(
      `/api/events/${id}/unregister`,
      { 'content-type': 'application/json' },
      '{}',
    );
    expect(unregistered.status).toBe(200);
    expect(unregistered.body.data.event.registrations).toBe(4);
    expect(await registrationsOf(id)).toBe(4);
  });

  it('counts concurrent registrations exactly (one atomic update each)', async () => {
    const id = await insertEvent({ title: 'Popular workshop', date: new Date(Date.now() + 24 * HOUR) });
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.app.inject({ method: 'POST', url: `/api/events/${id}/register`, headers: { cookie: staff } }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await registrationsOf(id)).toBe(25);
    await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({ method: 'POST', url: `/api/events/${id}/unregister`, headers: { cookie: staff } }),
      ),
    );
    expect(await registrationsOf(id)).toBe(0);
  });

  it('refuses anonymous registrations and withdrawals: a script cannot fill or empty an event', async () => {
    const id = await insertEvent({ title: 'Sports day', date: new Date(Date.now() + 24 * HOUR) });
    for (const action of ['register', 'unregister']) {
      const anonymous = await t.app.inject({ method: 'POST', url: `/api/events/${id}/${action}` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
    }
    expect(await registrationsOf(id)).toBe(0);
  });

  it(`counts at most ${EVENT_REGISTRATION_LIMIT.limit} of 200 parallel registrations from one address`, async () => {
    const id = await insertEvent({ title: 'Science fair', date: new Date(Date.now() + 24 * HOUR) });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${id}/register`,
          headers: { cookie: staff },
          remoteAddress: '10.9.0.1',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(await registrationsOf(id)).toBe(EVENT_REGISTRATION_LIMIT.limit);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^Too many registration changes from your address/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never goes below zero', async () => {
    const id = await insertEvent({ title: 'Quiet talk', date: new Date(Date.now() + 24 * HOUR) });
    const { status, body } = await post(`/api/events/${id}/unregister`);
    expect(status).toBe(200);
    expect(body.data.event.registrations).toBe(0);
    expect(await registrationsOf(id)).toBe(0);
  });

  it('refuses registrations for cancelled and completed events with a 409, but lets people withdraw', async () => {
    for (const status of ['cancelled', 'completed'] as const) {
      const id = await insertEvent({ title: `Closed ${status}`, status, registrations: 2 });
      const refused = await post(`/api/events/${id}/register`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ status: 'error', code: 'CONFLICT' });
      expect(refused.body.message).toContain(status);
      expect(await registrationsOf(id)).toBe(2);
      const withdrawn = await post(`/api/events/${id}/unregister`);
      expect(withdrawn.body.data.event.registrations).toBe(1);
    }
  });

  it('answers 404 for unknown or unpublished events, 400 for malformed ids or bodies', async () => {
    for (const action of ['register', 'unregister']) {
      const unknown = await post(`/api/events/00000000-0000-4000-8000-000000000000/${action}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Event not found');
      const malformed = await post(`/api/events/42/${action}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain("'id'");
    }
    const draftId = await insertEvent({ title: 'Draft to register', publication: 'draft' });
    expect((await post(`/api/events/${draftId}/register`)).status).toBe(404);
    expect((await post(`/api/events/${draftId}/unregister`)).status).toBe(404);
    expect(await registrationsOf(draftId)).toBe(0);
    const [first] = await allEvents();
    const badJson = await post(
      `/api/events/${first!._id}/register`,
      { 'content-type': 'application/json' },
      '{oops',
    );
    expect(badJson.status).toBe(400);
    expect(badJson.body.status).toBe('error');
  });
});

describe('GET /api/events/{id}/download', () => {
  it('sends the PDF as an attachment with a safe name, and 404 JSON when there is none', async () => {
    const list = await allEvents();
    const withPdf = list.find((e) => e.title === 'Annual Day "Utsav"')!;
    const withoutPdf = list.find((e) => !e.pdfFile)!;
    const file = await t.app.inject({ method: 'GET', url: withPdf.pdfFile! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Annual Day _Utsav_\.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const missing = await get(`/api/events/${withoutPdf._id}/download`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'error', message: 'This event has no PDF' });

    // A PDF recorded in the database but gone from storage is a 404 too, not a 500.
    const goneId = await insertEvent({
      title: 'Lost file',
      pdfFile: 'events/00000000-0000-4000-8000-000000000000.pdf',
    });
    expect((await get(`/api/events/${goneId}/download`)).status).toBe(404);
    expect((await get('/api/events/00000000-0000-4000-8000-000000000000/download')).status).toBe(404);
    expect((await get('/api/events/nope/download')).status).toBe(400);
  });
});

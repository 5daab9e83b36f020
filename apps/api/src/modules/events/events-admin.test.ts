import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionFor, signIn } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
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

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: editor }, ...(payload ? { payload } : {}) });
}

async function eventCount(): Promise<number> {
  const response = await t.app.inject({ url: '/api/admin/events?limit=1', headers: { cookie: editor } });
  return response.json().data.pagination.total;
}

async function auditCount(): Promise<number> {
  const response = await t.app.inject({
    url: '/api/admin/audit-log?entity=event&limit=1',
    headers: { cookie: admin },
  });
  return response.json().data.pagination.total;
}

async function uploadPicture(width = 1200, height = 630): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const body = multipartFile(png, 'sports.png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads?folder=item-pictures',
    headers: { ...body.headers, cookie: editor },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.upload.url;
}

const base = {
  title: 'Science Fair 2026',
  description: 'Models and projects by Classes VI to XII.',
  date: '2026-12-10T09:30:00+05:30',
  endDate: '2026-12-10T15:00:00+05:30',
  location: 'Science Block',
};

describe('event writes: slug, body, picture, share text, times', () => {
  it('a new event gets a slug from its title, a sanitized body, its picture and share text; the audit log records it', async () => {
    const picture = await uploadPicture();
    const audits = await auditCount();
    const created = await send('POST', '/api/admin/events', {
      ...base,
      body: '<h2>Programme</h2><p><strong>Opening</strong> at <a href="https://example.org">the hall</a></p><div>kept text</div>',
      picture,
      shareText: 'Science Fair on 10 December: all parents welcome!',
    });
    expect(created.json()).toMatchObject({ status: 'success' });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item.slug).toBe('science-fair-2026');
    expect(item.body).toBe(
      '<h2>Programme</h2><p><strong>Opening</strong> at <a href="https://example.org" rel="noopener noreferrer">the hall</a></p>kept text',
    );
    expect(item.picture).toBe(picture);
    expect(item.media.variants.length).toBeGreaterThan(0);
    expect(item.shareText).toBe('Science Fair on 10 December: all parents welcome!');
    expect(item.date).toBe('2026-12-10T04:00:00.000Z');
    expect(item.endDate).toBe('2026-12-10T09:30:00.000Z');
    expect(await auditCount()).toBe(audits + 1);

    const again = await send('POST', '/api/admin/events', {
      ...base,
      date: '2026-12-11T09:30:00+05:30',
      endDate: null,
    });
    expect(again.json().data.item.slug).toBe('science-fair-2026-2');
  });

  it('the slug stays when the title changes; staff may set their own', async () => {
    const created = (await send('POST', '/api/admin/events', { ...base, title: 'Music Evening' })).json().data
      .item;
    expect(created.slug).toBe('music-evening');
    const renamed = await send('PUT', `/api/admin/events/${created._id}`, {
      ...base,
      title: 'Music and Dance Evening',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.item.slug).toBe('music-evening');
    const chosen = await send('PUT', `/api/admin/events/${created._id}`, {
      ...base,
      title: 'Music and Dance Evening',
      slug: 'music-dance-2026',
    });
    expect(chosen.json().data.item.slug).toBe('music-dance-2026');
    const page = await t.app.inject({ url: '/api/events?search=Music%20and%20Dance' });
    expect(page.json().data.events[0].slug).toBe('music-dance-2026');
  });

  it("an event's former address answers 301 to its page (and its calendar file) now", async () => {
    const created = (await send('POST', '/api/admin/events', { ...base, title: 'Book Week' })).json().data
      .item;
    await send('PUT', `/api/admin/events/${created._id}`, {
      ...base,
      title: 'Book Week',
      slug: 'book-week-2026',
    });
    const moved = await t.app.inject({ url: '/events/book-week.ics' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/events/book-week-2026.ics');
    // The old address is not free for another event.
    const clash = await send('POST', '/api/admin/events', { ...base, title: 'Other', slug: 'book-week' });
    expect(clash.statusCode).toBe(400);
  });

  it('a date without a time means 09:00 to 16:00 in India', async () => {
    const created = await send('POST', '/api/admin/events', {
      ...base,
      title: 'Holi Celebration',
      date: '2026-03-03',
      endDate: '2026-03-04',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.item.date).toBe('2026-03-03T03:30:00.000Z');
    expect(created.json().data.item.endDate).toBe('2026-03-04T10:30:00.000Z');
  });
});

describe('event writes: bad input is a 400 naming the problem, nothing written', () => {
  async function refused(payload: object, method: 'POST' | 'PUT' = 'POST', url = '/api/admin/events') {
    const [events, audits] = [await eventCount(), await auditCount()];
    const response = await send(method, url, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe('error');
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(await eventCount()).toBe(events);
    expect(await auditCount()).toBe(audits);
    return body;
  }

  it('an end before the start', async () => {
    const body = await refused({ ...base, title: 'Backwards', endDate: '2026-12-10T08:00:00+05:30' });
    expect(body.fieldErrors).toEqual({ endDate: ['must not be before the start (date)'] });
  });

  it('a slug another event has, on create and on edit', async () => {
    await send('POST', '/api/admin/events', { ...base, title: 'Sports Day Heats' });
    const body = await refused({ ...base, title: 'Other', slug: 'sports-day-heats' });
    expect(body.message).toBe(
      "Invalid field 'slug': 'sports-day-heats' is already the address of another event; choose another slug",
    );
    const other = (await send('POST', '/api/admin/events', { ...base, title: 'Quiz Night' })).json().data
      .item;
    await refused(
      { ...base, title: 'Quiz Night', slug: 'sports-day-heats' },
      'PUT',
      `/api/admin/events/${other._id}`,
    );
    const kept = await t.app.inject({ url: `/api/admin/events/${other._id}`, headers: { cookie: editor } });
    expect(kept.json().data.item.slug).toBe('quiz-night');
  });

  it('a slug that is not lower-case words and hyphens', async () => {
    const body = await refused({ ...base, slug: 'Science Fair!' });
    expect(body.fieldErrors.slug).toEqual([
      'slug: use lowercase letters a-z, digits and single hyphens (e.g. annual-day-2025)',
    ]);
  });

  it('a body with a script, an event-handler attribute or a javascript: link', async () => {
    expect((await refused({ ...base, body: '<p>Hi</p><script>alert(1)</script>' })).fieldErrors).toEqual({
      body: ['may not contain a <script> element'],
    });
    expect((await refused({ ...base, body: '<p onmouseover="x()">Hi</p>' })).message).toBe(
      "Invalid field 'body': may not contain an event-handler attribute (onmouseover)",
    );
    expect((await refused({ ...base, body: '<a href="javascript:alert(1)">x</a>' })).message).toContain(
      'javascript: link',
    );
  });

  it('a picture that was never uploaded', async () => {
    const body = await refused({ ...base, picture: '/uploads/events/not-there.png' });
    expect(body.fieldErrors.picture).toEqual([
      'must be an uploaded image (upload it first) or a web address starting with http',
    ]);
  });

  it('a picture too large is refused at upload (413, named limit) and so never reaches an event', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const body = multipartFile(Buffer.concat([png, Buffer.alloc(15 * 1024 * 1024 + 10)]), 'huge.png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=item-pictures',
      headers: { ...body.headers, cookie: editor },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Images may be at most 15 MB; this one is larger');
  });
});

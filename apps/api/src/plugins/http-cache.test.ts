import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

describe('HTTP caching of public reads', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    staff = await sessionFor(t, 'editor');
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends an ETag and a short Cache-Control with stale-while-revalidate, and 304 for a match', async () => {
    const url = '/api/notices?limit=5&sortBy=order&sortOrder=asc';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"stale"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('compresses JSON with brotli or gzip', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notices?limit=20',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('keeps a copy for a few seconds, dropped by any write', async () => {
    const url = '/api/notices?limit=100';
    const before = (await t.app.inject({ method: 'GET', url })).json();
    await t.database.db.execute(sql`insert into notices (title, date) values ('Fresh notice', now())`);
    const cached = await t.app.inject({ method: 'GET', url });
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.json()).toEqual(before);
    await t.app.inject({ method: 'POST', url: '/api/no-such-write', payload: {} });
    const stillCached = await t.app.inject({ method: 'GET', url });
    expect(stillCached.headers['x-cache']).toBe('hit');
    const event = (await t.app.inject({ method: 'GET', url: '/api/events/upcoming/all?limit=1' })).json().data
      .events[0];
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event._id}/register`,
      headers: { cookie: staff },
    });
    expect(registered.statusCode).toBe(200);
    const afterWrite = await t.app.inject({ method: 'GET', url });
    expect(afterWrite.headers['x-cache']).toBeUndefined();
    expect(afterWrite.json().data.notices.map((n: { title: string }) => n.title)).toContain('Fresh notice');
  });

  it('never caches admin or auth answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

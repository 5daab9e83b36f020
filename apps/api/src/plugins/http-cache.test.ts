import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { sessionFor } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

const HOME_NOTICES = '/api/notices?limit=5&sortBy=order&sortOrder=asc';

async function createNotice(t: TestApp, cookie: string, fields: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/notices',
    headers: { cookie },
    payload: { date: new Date().toISOString(), ...fields },
  });
  expect(response.statusCode).toBe(201);
  await scheduleKnown(t.app);
  return response.json().data.item as { _id: string };
}

/** After a write the next scheduled change is looked up again; until then nothing is kept. */
async function scheduleKnown(app: App) {
  const deadline = Date.now() + 5000;
  while (app.contentVersion.nextChangeAt === 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 10));
}

const titles = (body: { data: { notices: { title: string }[] } }) => body.data.notices.map((n) => n.title);

describe('HTTP caching of public reads', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    cookie = await sessionFor(t, 'editor');
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends an ETag and a short Cache-Control with stale-while-revalidate, and 304 for a match', async () => {
    const url = HOME_NOTICES;
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

  it('keeps an answer until a write changes its content: unrelated writes keep it', async () => {
    const url = '/api/notices?limit=100';
    const before = (await t.app.inject({ method: 'GET', url })).json();
    // Not through the app: the kept answer cannot know.
    await t.database.db.execute(sql`insert into notices (title, date) values ('Fresh notice', now())`);
    const cached = await t.app.inject({ method: 'GET', url });
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.json()).toEqual(before);
    await t.app.inject({ method: 'POST', url: '/api/no-such-write', payload: {} });
    const event = (await t.app.inject({ method: 'GET', url: '/api/events/upcoming/all?limit=1' })).json().data
      .events[0];
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event._id}/register`,
      headers: { cookie },
    });
    expect(registered.statusCode).toBe(200);
    await scheduleKnown(t.app);
    // A write to events leaves the notices' answer, but not the events' one.
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    const events = await t.app.inject({ method: 'GET', url: '/api/events/upcoming/all?limit=1' });
    expect(events.headers['x-cache']).toBeUndefined();
    expect(events.json().data.events[0].registrations).toBe(event.registrations + 1);

    await createNotice(t, cookie, { title: 'Written through the admin' });
    const afterWrite = await t.app.inject({ method: 'GET', url });
    expect(afterWrite.headers['x-cache']).toBeUndefined();
    expect(titles(afterWrite.json())).toEqual(
      expect.arrayContaining(['Fresh notice', 'Written through the admin']),
    );
  });

  it('drops the answer at once when its entity is written', async () => {
    const url = '/api/notices?limit=100&sortBy=title';
    const created = await createNotice(t, cookie, { title: 'Before the edit' });
    expect(titles((await t.app.inject({ method: 'GET', url })).json())).toContain('Before the edit');
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/notices/${created._id}`,
      headers: { cookie },
      payload: { title: 'After the edit', date: new Date().toISOString() },
    });
    expect(edited.statusCode).toBe(200);
    const after = titles((await t.app.inject({ method: 'GET', url })).json());
    expect(after).toContain('After the edit');
    expect(after).not.toContain('Before the edit');
  });

  it('keeps no answer past the next scheduled publish time', async () => {
    const url = '/api/notices?limit=100&sortBy=date';
    // Far enough ahead that a busy machine still reads (and keeps) the list before it is published.
    const publishAt = new Date(Date.now() + 4000);
    await createNotice(t, cookie, { title: 'Published in a moment', publishAt: publishAt.toISOString() });
    expect(t.app.contentVersion.nextChangeAt).toBe(publishAt.getTime());
    expect(titles((await t.app.inject({ method: 'GET', url })).json())).not.toContain(
      'Published in a moment',
    );
    const kept = await t.app.inject({ method: 'GET', url });
    expect(kept.headers['x-cache']).toBe('hit');
    await new Promise((r) => setTimeout(r, publishAt.getTime() - Date.now() + 50));
    const later = await t.app.inject({ method: 'GET', url });
    expect(later.headers['x-cache']).toBeUndefined();
    expect(titles(later.json())).toContain('Published in a moment');
  });

  it('never caches admin or auth answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('kept public answers over HTTP', () => {
  let t: TestApp;
  let app: App;
  let base: string;
  let cookie: string;
  let handledByFastify = 0;
  let sessionLookups = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    // A visitor's own cookie (the remembered edition); a staff session is never given a kept answer.
    cookie = 'skp_lang=hi';
    app = await buildApp({ config: t.config, database: t.database, logger: false });
    // Registered after the cache: it sees only what the cache did not answer.
    app.addHook('onRequest', async () => {
      handledByFastify++;
    });
    await app.ready();
    const resolve = app.services.auth.resolve.bind(app.services.auth);
    app.services.auth.resolve = (token) => {
      sessionLookups++;
      return resolve(token);
    };
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    await scheduleKnown(app);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers a kept read before Fastify: no hooks, no session lookup, same bytes and headers', async () => {
    const url = `${base}/api/notices?limit=7`;
    const first = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
    const body = await first.text();
    expect(first.headers.get('x-cache')).toBeNull();
    handledByFastify = 0;
    sessionLookups = 0;
    const second = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(body);
    for (const header of ['etag', 'content-type', 'content-security-policy', 'x-content-type-options'])
      expect(second.headers.get(header)).toBe(first.headers.get(header));
    expect(handledByFastify).toBe(0);
    expect(sessionLookups).toBe(0);
  });

  it('serves the kept answer brotli- or gzip-compressed, and 304 for its ETag', async () => {
    const url = `${base}/api/notices?limit=20`;
    const first = await fetch(url);
    const body = await first.text();
    // Raw bytes, so the encoding can be checked: node's fetch would decode them.
    const { request } = await import('node:http');
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });
    handledByFastify = 0;
    const br = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-cache']).toBe('hit');
    expect(brotliDecompressSync(br.body).toString()).toBe(body);
    const gzip = await raw({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const notModified = await raw({ 'if-none-match': first.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(handledByFastify).toBe(0);
  });

  it('makes a read that many ask for at once only once', async () => {
    handledByFastify = 0;
    const url = `${base}/api/notices?limit=9&sortBy=title`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(url).then((r) => r.json())));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(handledByFastify).toBe(1);
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions, type App } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

describe('logs', () => {
  let t: TestApp;
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({
      config: t.config,
      database: t.database,
      logger: { ...loggerOptions({ logLevel: 'trace' }), stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('are JSON lines with a request id, and never hold passwords, cookies or tokens', async () => {
    const secret = 'Sup3r-Secret-Passw0rd';
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        cookie: `session=tok-${secret}`,
        authorization: `Bearer ${secret}`,
        'x-request-id': 'req-123',
      },
      payload: { email: 'office@example.org', password: secret },
    });
    await app.inject({
      method: 'GET',
      url: '/api/notices?limit=abc',
      headers: { cookie: `session=${secret}` },
    });
    expect(lines.length).toBeGreaterThan(0);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.some((e) => e.reqId === 'req-123')).toBe(true);
    for (const line of lines) expect(line).not.toContain(secret);
  });
});

describe('request log policy', () => {
  let t: TestApp;
  const build = async (logLevel: string, lines: string[]) => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: { ...loggerOptions({ logLevel }), stream },
    });
    app.get('/api/test-failure', () => {
      throw new Error('kaboom');
    });
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes no line per successful request at info, but keeps errors and a summary', async () => {
    const lines: string[] = [];
    const app = await build('info', lines);
    try {
      const ok = await app.inject({
        method: 'GET',
        url: '/api/notices?limit=2',
        headers: { 'x-request-id': 'ok-1' },
      });
      expect(ok.statusCode).toBe(200);
      await app.inject({ method: 'GET', url: '/api/no-such-read' });
      expect(lines.filter((line) => line.includes('ok-1'))).toEqual([]);
      expect(lines.filter((line) => 'reqId' in JSON.parse(line))).toEqual([]);

      const failed = await app.inject({
        method: 'GET',
        url: '/api/test-failure',
        headers: { 'x-request-id': 'bad-1' },
      });
      expect(failed.statusCode).toBe(500);
      const errors = lines.map((line) => JSON.parse(line)).filter((e) => e.reqId === 'bad-1');
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((e) => e.level === 50)).toBe(true);
      expect(errors.some((e) => e.req?.url === '/api/test-failure' && e.res?.statusCode === 500)).toBe(true);

      app.logRequestSummary();
      const summary = JSON.parse(lines.at(-1)!);
      expect(summary).toMatchObject({ level: 30, requests: 3, status: { '2xx': 1, '4xx': 1, '5xx': 1 } });
    } finally {
      await app.close();
    }
  });

  it('writes an access line per request at debug', async () => {
    const lines: string[] = [];
    const app = await build('debug', lines);
    try {
      await app.inject({ method: 'GET', url: '/api/notices?limit=2', headers: { 'x-request-id': 'dbg-1' } });
      const access = lines.map((line) => JSON.parse(line)).filter((e) => e.reqId === 'dbg-1');
      expect(access).toEqual([
        expect.objectContaining({ level: 20, req: expect.objectContaining({ url: '/api/notices?limit=2' }) }),
      ]);
    } finally {
      await app.close();
    }
  });
});

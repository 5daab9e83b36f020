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

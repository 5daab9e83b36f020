import { createServer, connect, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { withDatabase } from '../test/global-setup';

/**
 * A PostgreSQL outage, simulated by a TCP relay between the app and the server that we cut and
 * restore (stopping the shared server would disturb the other test files).
 */
const templates = inject('templates');

describe.runIf(templates.databaseUrl)('when PostgreSQL goes away (TEST_DATABASE_URL)', () => {
  let relay: Server | undefined;
  let relayPort = 0;
  const sockets = new Set<Socket>();
  let app: App;
  let database: DatabaseHandle;
  const name = `skp_outage_${randomBytes(5).toString('hex')}`;
  const target = new URL(templates.databaseUrl ?? 'postgres://localhost');

  function openRelay(port = 0): Promise<number> {
    relay = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    return new Promise((resolve) =>
      relay!.listen(port, '127.0.0.1', () => resolve((relay!.address() as { port: number }).port)),
    );
  }
  async function cutRelay() {
    await new Promise<void>((resolve) => relay!.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: templates.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templates.seeded}`);
    await admin.end();
    relayPort = await openRelay();
    const viaRelay = new URL(withDatabase(templates.databaseUrl!, name));
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relayPort);
    database = await openDatabase({ databaseUrl: viaRelay.toString() });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/skp-outage',
      WEB_DIST: '/nonexistent',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    if (relay?.listening) await cutRelay();
    const admin = new pg.Client({ connectionString: templates.databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('answers 503 JSON quickly, reports it in /api/health, and recovers without a restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notices?limit=5' })).statusCode).toBe(200);

    await cutRelay();
    const started = Date.now();
    const down = await app.inject({ method: 'GET', url: '/api/notices?limit=5' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(10_000);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().data.database).toBe('down');

    await openRelay(relayPort);
    let recovered = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt++) {
      recovered = (await app.inject({ method: 'GET', url: '/api/notices?limit=5' })).statusCode;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json().data.database).toBe('up');
  }, 60_000);
});

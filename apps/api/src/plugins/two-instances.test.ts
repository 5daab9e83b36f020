import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { withDatabase } from '../test/global-setup';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server';
import { TEST_PASSWORD } from '../test/auth-helpers';

/** Two app instances on one PostgreSQL database, as two servers behind a load balancer would be. */
const templates = inject('templates');

describe.runIf(templates.databaseUrl)('two instances on one PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `skp_two_${randomBytes(5).toString('hex')}`;
  const instances: { app: App; database: DatabaseHandle }[] = [];
  let smtp: SmtpTestServer;
  let dataDir: string;

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: templates.databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name} TEMPLATE ${templates.seeded}`);
    smtp = await startSmtpTestServer();
    dataDir = await mkdtemp(join(tmpdir(), 'skp-two-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      DATABASE_URL: withDatabase(templates.databaseUrl!, name),
      SMTP_URL: smtp.url,
      ENQUIRY_TO: 'office@school.test',
    });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: config.databaseUrl });
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      instances.push({ app, database });
    }
    // Both listeners are up (they connect in the background).
    const deadline = Date.now() + 10_000;
    while (instances.some(({ app }) => !app.contentVersion.reliable) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
  });

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await smtp?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves a write made on one instance from the other within a second', async () => {
    const [a, b] = instances.map((i) => i.app) as [App, App];
    const url = '/api/notices?limit=100&sortBy=date';
    const titles = async () =>
      (await b.inject({ method: 'GET', url })).json().data.notices.map((n: { title: string }) => n.title);
    await titles();
    const kept = await b.inject({ method: 'GET', url });
    expect(kept.headers['x-cache']).toBe('hit');

    await a.services.users.create(
      { email: 'two@school.test', name: 'Two', role: 'editor', password: TEST_PASSWORD },
      null,
    );
    const login = await a.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'two@school.test', password: TEST_PASSWORD },
    });
    const cookie = `${login.cookies[0]!.name}=${login.cookies[0]!.value}`;
    const created = await a.inject({
      method: 'POST',
      url: '/api/admin/notices',
      headers: { cookie },
      payload: { title: 'Written on instance A', date: new Date().toISOString() },
    });
    expect(created.statusCode).toBe(201);
    const written = Date.now();
    let seen = (await titles()).includes('Written on instance A');
    while (!seen && Date.now() - written < 1000) {
      await new Promise((r) => setTimeout(r, 20));
      seen = (await titles()).includes('Written on instance A');
    }
    expect(seen).toBe(true);
    // The session made on A is good on B: sessions live in the database.
    const me = await b.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('sends each enquiry once although both instances run the mail outbox', async () => {
    for (const { app } of instances) app.services.enquiries.outbox.start();
    const count = 12;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        instances[i % 2]!.app.inject({
          method: 'POST',
          url: '/api/enquiries',
          remoteAddress: `198.51.100.${i + 1}`,
          payload: {
            name: `Parent ${i}`,
            email: `parent${i}@example.org`,
            phone: '+91 98765 43210',
            message: `Enquiry number ${i}`,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(count).fill(201));
    await smtp.waitFor(count);
    // More rounds on both: nothing already sent goes out again.
    for (const { app } of instances) await app.services.enquiries.outbox.runOnce();
    await new Promise((r) => setTimeout(r, 300));
    const bodies = smtp.mails.map((mail) => /Enquiry number (\d+)/.exec(mail.parsed.text ?? '')?.[1]);
    expect(bodies.sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: count }, (_, i) => String(i)),
    );
  });
});

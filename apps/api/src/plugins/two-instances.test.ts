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
import { multipartFile } from '../test/multipart';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server';
import { s3StorageEnv } from '../test/test-app';
import sharp from 'sharp';

/**
 * Two app instances on one PostgreSQL database and one S3 bucket, each with its own DATA_DIR (no
 * shared disk), as two servers on two machines behind a load balancer would be.
 */
const templates = inject('templates');

describe.runIf(templates.databaseUrl)('two instances on one PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `skp_two_${randomBytes(5).toString('hex')}`;
  const instances: { app: App; database: DatabaseHandle }[] = [];
  let smtp: SmtpTestServer;
  let s3: S3TestServer;
  const dataDirs: string[] = [];

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
    s3 = await startS3TestServer();
    const bucket = await s3StorageEnv(s3.endpoint, false);
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'skp-two-'));
      dataDirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        DATABASE_URL: withDatabase(templates.databaseUrl!, name),
        SMTP_URL: smtp.url,
        ENQUIRY_TO: 'office@school.test',
        ...bucket,
      });
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
    await s3?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
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

  it('serves a picture uploaded through one instance from the other at once; a delete through one is gone from both', async () => {
    const [a, b] = instances.map((i) => i.app) as [App, App];
    await a.services.users.create(
      { email: 'pictures@school.test', name: 'Pictures', role: 'editor', password: TEST_PASSWORD },
      null,
    );
    const login = await a.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pictures@school.test', password: TEST_PASSWORD },
    });
    const cookie = `${login.cookies[0]!.name}=${login.cookies[0]!.value}`;
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6a994e' } })
      .jpeg()
      .toBuffer();
    const body = multipartFile(picture, 'Annual day.jpg');
    const uploaded = await a.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=gallery',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { url, media } = uploaded.json().data.upload as {
      url: string;
      media: { variants: { url: string }[] };
    };
    const files = [url, ...media.variants.map((variant) => variant.url)];
    for (const file of files) {
      const fromB = await b.inject({ method: 'GET', url: file });
      const fromA = await a.inject({ method: 'GET', url: file });
      expect(fromB.statusCode, file).toBe(200);
      expect(fromB.rawPayload).toEqual(fromA.rawPayload);
    }

    const created = await a.inject({
      method: 'POST',
      url: '/api/admin/gallery/batch',
      headers: { cookie },
      payload: { category: 'Hostel', photos: [{ imageUrl: url, altText: 'Annual day on stage' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.items[0]._id as string;
    const shownOnB = await b.inject({ method: 'GET', url: '/api/gallery/category/hostel?limit=100' });
    expect(JSON.stringify(shownOnB.json())).toContain(url);

    const deleted = await a.inject({
      method: 'DELETE',
      url: `/api/admin/gallery/${id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    for (const file of files) {
      expect((await b.inject({ method: 'GET', url: file })).statusCode, file).toBe(404);
      expect((await a.inject({ method: 'GET', url: file })).statusCode, file).toBe(404);
    }
    const deadline = Date.now() + 1000;
    let gone = false;
    while (!gone && Date.now() < deadline) {
      const page = await b.inject({ method: 'GET', url: '/api/gallery/category/hostel?limit=100' });
      gone = !JSON.stringify(page.json()).includes(url);
      if (!gone) await new Promise((r) => setTimeout(r, 20));
    }
    expect(gone).toBe(true);
  });
});

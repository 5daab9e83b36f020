import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, pgliteDir, pgliteExtensions, queryRows } from '../../db/client';
import { startPushTestServer, type PushTestServer } from '../../test/push-test-server';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';

const SUBSCRIBERS = 120;
/** Phones (web push) beside the e-mail subscribers: the same outbox sends to both. */
const PHONES = 40;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const API_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The outbox sending in another process, stopped with `signal` once `after` mails have arrived:
 * SIGKILL (mode kill: one send at a time) or SIGTERM (mode term: as a server runs it).
 */
async function sendUntilStopped(
  dataDir: string,
  smtp: SmtpTestServer,
  push: PushTestServer,
  after: number,
  signal: 'SIGKILL' | 'SIGTERM',
) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/test/subscription-send-worker.ts',
      dataDir,
      smtp.url,
      signal === 'SIGKILL' ? 'kill' : 'term',
      push.host,
    ],
    { cwd: API_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await smtp.waitFor(after);
  child.kill(signal);
  return exited;
}

/** The seeded database on disk, with confirmed e-mail subscribers and phones, and a notice just published. */
async function preparedDataDir(push: PushTestServer) {
  const dataDir = await mkdtemp(join(tmpdir(), 'skp-subscription-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const templates = inject('templates');
  const client = await PGlite.create(pgliteDir(dataDir), {
    extensions: pgliteExtensions,
    loadDataDir: new Blob([await readFile(templates.seeded)]),
  });
  const phones = Array.from({ length: PHONES }, () => push.newSubscription());
  await client.exec(`
    INSERT INTO subscriptions (email, topics, token, confirmed_at)
    SELECT 'parent' || n || '@example.org', '["notices"]', 'crash-token-' || n, now()
    FROM generate_series(1, ${SUBSCRIBERS}) AS n;
    INSERT INTO subscriptions (channel, push_endpoint, push_p256dh, push_auth, topics, token, confirmed_at)
    VALUES ${phones
      .map(
        (phone, n) =>
          `('push', '${phone.endpoint}', '${phone.keys.p256dh}', '${phone.keys.auth}', '["notices"]', 'crash-phone-${n}', now())`,
      )
      .join(',\n')};
    INSERT INTO notices (title, slug, date) VALUES ('Half day on Saturday', 'half-day-on-saturday', now());
  `);
  await client.close();
  return { dataDir, phones };
}

/** The restart: the same database, a server's app whose outbox runs until nothing is due. */
async function restart(dataDir: string, smtp: SmtpTestServer, push: PushTestServer) {
  const database = await openDatabase({ pglite: pgliteDir(dataDir) });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://school.example',
    PUSH_ALLOWED_HOSTS: push.host,
  });
  const app = await buildApp({ config, database, logger: false });
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

/** The notice's mails per recipient (their Message-IDs) and its notifications per phone. */
function deliveries(smtp: SmtpTestServer, push: PushTestServer) {
  const notices = smtp.mails.filter((mail) => mail.parsed.subject === 'Half day on Saturday');
  const byRecipient = new Map<string, Set<string>>();
  for (const mail of notices) {
    const to = mail.envelopeTo[0]!;
    byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(String(mail.parsed.messageId)));
  }
  const pushes = push.received.filter((message) => message.payload.title === 'Half day on Saturday');
  return { notices, byRecipient, pushes };
}

// The killed process and its restart share an embedded database's folder: PGlite only (the Node 24
// step of CI runs the API tests on PGlite).
describe.skipIf(Boolean(inject('templates').databaseUrl))('subscriber mail and a crash', () => {
  it('a server killed with SIGKILL mid-send sends no mail twice after the restart (at most the one in flight, with the same Message-ID)', async () => {
    // A slow mail server: the kill lands while mails are going out.
    const smtp = await startSmtpTestServer(0, { acceptAfterMs: 15 });
    cleanups.push(() => smtp.close());
    const push = await startPushTestServer();
    cleanups.push(() => push.close());
    const { dataDir, phones } = await preparedDataDir(push);

    const { signal } = await sendUntilStopped(dataDir, smtp, push, 30, 'SIGKILL');
    expect(signal).toBe('SIGKILL');
    const beforeRestart = smtp.mails.length;
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS + 1);

    const { app, database } = await restart(dataDir, smtp, push);
    // The claims the killed process held come due again when their lease (5 minutes) ends: now, here.
    await database.db.execute(
      sql`UPDATE subscription_sends SET next_attempt_at = now() WHERE delivery = 'pending'`,
    );
    await app.services.subscriptions.outbox.runOnce();

    const { notices, byRecipient, pushes } = deliveries(smtp, push);
    // Everyone got it; nobody got two different mails; at most one mail was delivered twice.
    expect(byRecipient.size).toBe(SUBSCRIBERS);
    for (const [to, ids] of byRecipient) expect(ids.size, to).toBe(1);
    expect(notices.length - SUBSCRIBERS).toBeLessThanOrEqual(1);
    // Every phone got the notification (decrypted by the push service); the one send in flight may
    // have been a phone's instead: at most one delivery twice, mails and notifications together.
    expect(push.errors).toEqual([]);
    expect(new Set(pushes.map((message) => message.endpoint))).toEqual(
      new Set(phones.map((p) => p.endpoint)),
    );
    expect(notices.length - SUBSCRIBERS + (pushes.length - PHONES)).toBeLessThanOrEqual(1);
    const [left] = await queryRows<{ pending: number; sent: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE delivery = 'pending')::int AS pending,
                 count(*) FILTER (WHERE delivery = 'sent')::int AS sent
          FROM subscription_sends WHERE kind = 'notice'`,
    );
    expect(left).toEqual({ pending: 0, sent: SUBSCRIBERS + PHONES });
  }, 120_000);

  it('a server stopped with SIGTERM mid-send finishes the batch in flight and exits; the restart sends the rest, none twice', async () => {
    const smtp = await startSmtpTestServer(0, { acceptAfterMs: 15 });
    cleanups.push(() => smtp.close());
    const push = await startPushTestServer({ acceptAfterMs: 5 });
    cleanups.push(() => push.close());
    const { dataDir, phones } = await preparedDataDir(push);

    const { code, signal } = await sendUntilStopped(dataDir, smtp, push, 30, 'SIGTERM');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    const mailsBefore = smtp.mails.length;
    const pushesBefore = push.received.length;
    expect(mailsBefore + pushesBefore).toBeLessThan(SUBSCRIBERS + PHONES);

    const { app, database } = await restart(dataDir, smtp, push);
    // Nothing was left claimed: every send is either sent or due now (no lease to wait out).
    const [held] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM subscription_sends WHERE delivery = 'pending' AND next_attempt_at > now()`,
    );
    expect(held!.n).toBe(0);
    await app.services.subscriptions.outbox.runOnce();

    const { notices, byRecipient, pushes } = deliveries(smtp, push);
    expect(byRecipient.size).toBe(SUBSCRIBERS);
    expect(notices).toHaveLength(SUBSCRIBERS);
    expect(push.errors).toEqual([]);
    expect(pushes).toHaveLength(PHONES);
    expect(new Set(pushes.map((message) => message.endpoint))).toEqual(
      new Set(phones.map((p) => p.endpoint)),
    );
  }, 120_000);
  it('a breach notice: a server killed with SIGKILL mid-send sends no parent a second mail after the restart (at most the one in flight, same Message-ID), each in their language', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'skp-breach-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const smtp = await startSmtpTestServer(0, { acceptAfterMs: 15 });
    cleanups.push(() => smtp.close());

    // An approved incident whose notice is queued to its addresses, half of them Hindi (as approval queues them).
    const incidentId = '6a1f3c2e-0b7d-4e55-9a10-5c3b2d1e0f42';
    const templates = inject('templates');
    const client = await PGlite.create(pgliteDir(dataDir), {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([await readFile(templates.seeded)]),
    });
    await client.exec(`
      INSERT INTO privacy_incidents (id, what, found_at, data_affected, people, notice_text, notice_text_hi, notice_approved_at, notice_queued)
      VALUES ('${incidentId}', 'A list was lost', now(), 'Names', ${SUBSCRIBERS},
              'Dear parent, a printed list was lost.', 'आदरणीय अभिभावक, एक छपी हुई सूची खो गई।', now(), ${SUBSCRIBERS});
      INSERT INTO subscription_sends (kind, item_id, round, email, recipient_key, language)
      SELECT 'breach', '${incidentId}', 1, 'parent' || n || '@example.org', md5('parent' || n),
             CASE WHEN n % 2 = 0 THEN 'hi' ELSE 'en' END
      FROM generate_series(1, ${SUBSCRIBERS}) AS n;
    `);
    await client.close();

    const push = await startPushTestServer();
    cleanups.push(() => push.close());
    const { signal } = await sendUntilStopped(dataDir, smtp, push, 30, 'SIGKILL');
    expect(signal).toBe('SIGKILL');
    expect(smtp.mails.length).toBeLessThan(SUBSCRIBERS);

    const { app, database } = await restart(dataDir, smtp, push);
    await database.db.execute(
      sql`UPDATE subscription_sends SET next_attempt_at = now() WHERE delivery = 'pending'`,
    );
    await app.services.subscriptions.outbox.runOnce();

    const byRecipient = new Map<string, Set<string>>();
    for (const mail of smtp.mails) {
      const to = mail.envelopeTo[0]!;
      byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(String(mail.parsed.messageId)));
      const n = Number(/parent(\d+)@/.exec(to)![1]);
      expect(mail.parsed.text).toContain(n % 2 === 0 ? 'एक छपी हुई सूची खो गई' : 'a printed list was lost');
    }
    expect(byRecipient.size).toBe(SUBSCRIBERS);
    for (const [to, ids] of byRecipient) expect(ids.size, to).toBe(1);
    expect(smtp.mails.length - SUBSCRIBERS).toBeLessThanOrEqual(1);
    const [left] = await queryRows<{ pending: number; sent: number; addresses: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE delivery = 'pending')::int AS pending,
                 count(*) FILTER (WHERE delivery = 'sent')::int AS sent,
                 count(email)::int AS addresses
          FROM subscription_sends WHERE kind = 'breach'`,
    );
    expect(left).toEqual({ pending: 0, sent: SUBSCRIBERS, addresses: 0 });
  }, 120_000);
});

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
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';

const SUBSCRIBERS = 120;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const API_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The outbox sending in another process, killed with SIGKILL once `after` mails have arrived. */
async function sendUntilKilled(dataDir: string, smtp: SmtpTestServer, after: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/test/subscription-send-worker.ts', dataDir, smtp.url],
    { cwd: API_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  await smtp.waitFor(after);
  child.kill('SIGKILL');
  return exited;
}

// The killed process and its restart share an embedded database's folder: PGlite only (the Node 24
// step of CI runs the API tests on PGlite).
describe.skipIf(Boolean(inject('templates').databaseUrl))('subscriber mail and a crash', () => {
  it('a server killed with SIGKILL mid-send sends no mail twice after the restart (at most the one in flight, with the same Message-ID)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'skp-subscription-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // A slow mail server: the kill lands while mails are going out.
    const smtp = await startSmtpTestServer(0, { acceptAfterMs: 15 });
    cleanups.push(() => smtp.close());

    // The seeded database on disk, with confirmed subscribers and a notice just published.
    const templates = inject('templates');
    const client = await PGlite.create(pgliteDir(dataDir), {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([await readFile(templates.seeded)]),
    });
    await client.exec(`
      INSERT INTO subscriptions (email, topics, token, confirmed_at)
      SELECT 'parent' || n || '@example.org', '["notices"]', 'crash-token-' || n, now()
      FROM generate_series(1, ${SUBSCRIBERS}) AS n;
      INSERT INTO notices (title, slug, date) VALUES ('Half day on Saturday', 'half-day-on-saturday', now());
    `);
    await client.close();

    const signal = await sendUntilKilled(dataDir, smtp, 30);
    expect(signal).toBe('SIGKILL');
    const beforeRestart = smtp.mails.length;
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS + 1);

    // The restart: the same database, the outbox runs until nothing is due.
    const database = await openDatabase({ pglite: pgliteDir(dataDir) });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://school.example',
    });
    const app = await buildApp({ config, database, logger: false });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    // The claims the killed process held come due again when their lease (5 minutes) ends: now, here.
    await database.db.execute(
      sql`UPDATE subscription_sends SET next_attempt_at = now() WHERE delivery = 'pending'`,
    );
    await app.services.subscriptions.outbox.runOnce();

    const notices = smtp.mails.filter((mail) => mail.parsed.subject === 'Half day on Saturday');
    const byRecipient = new Map<string, Set<string>>();
    for (const mail of notices) {
      const to = mail.envelopeTo[0]!;
      byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(String(mail.parsed.messageId)));
    }
    // Everyone got it; nobody got two different mails; at most one mail was delivered twice.
    expect(byRecipient.size).toBe(SUBSCRIBERS);
    for (const [to, ids] of byRecipient) expect(ids.size, to).toBe(1);
    expect(notices.length - SUBSCRIBERS).toBeLessThanOrEqual(1);
    const [left] = await queryRows<{ pending: number; sent: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE delivery = 'pending')::int AS pending,
                 count(*) FILTER (WHERE delivery = 'sent')::int AS sent
          FROM subscription_sends WHERE kind = 'notice'`,
    );
    expect(left).toEqual({ pending: 0, sent: SUBSCRIBERS });
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

    const signal = await sendUntilKilled(dataDir, smtp, 30);
    expect(signal).toBe('SIGKILL');
    expect(smtp.mails.length).toBeLessThan(SUBSCRIBERS);

    const database = await openDatabase({ pglite: pgliteDir(dataDir) });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://school.example',
    });
    const app = await buildApp({ config, database, logger: false });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
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

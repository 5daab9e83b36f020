/**
 * A server's subscriber outbox in a process of its own, for the crash tests
 * (modules/subscriptions/subscription-crash.test.ts): opens the embedded database in DATA_DIR,
 * builds the app as a server does (no pages) and sends what is due.
 * - mode `kill` (default): one send at a time (so at most one is in flight when it is killed), in
 *   rounds until the process is killed with SIGKILL;
 * - mode `term`: the outbox runs as in a server (its batches of concurrent sends) and SIGTERM closes
 *   the app as the server's shutdown does, then exits 0.
 * Usage: tsx src/test/subscription-send-worker.ts <dataDir> <smtpUrl> [kill|term] [pushHosts]
 */
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, pgliteDir } from '../db/client';

const [dataDir, smtpUrl, mode = 'kill', pushHosts = ''] = process.argv.slice(2);
if (!dataDir || !smtpUrl)
  throw new Error('usage: subscription-send-worker <dataDir> <smtpUrl> [kill|term] [pushHosts]');
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: join(dataDir, 'no-web'),
  SMTP_URL: smtpUrl,
  PUBLIC_URL: 'https://school.example',
  PUSH_ALLOWED_HOSTS: pushHosts,
});
const database = await openDatabase({ pglite: pgliteDir(dataDir) });
const app = await buildApp({
  config,
  database,
  logger: false,
  subscriptionOutboxOptions: mode === 'term' ? { batchSize: 10 } : { batchSize: 10, concurrency: 1 },
});
await app.ready();
if (mode === 'term') {
  process.once('SIGTERM', () => {
    void (async () => {
      await app.close();
      await database.close();
      process.exit(0);
    })();
  });
  app.services.subscriptions.outbox.start();
  process.stdout.write('ready\n');
} else {
  process.stdout.write('ready\n');
  for (;;) await app.services.subscriptions.outbox.runOnce();
}

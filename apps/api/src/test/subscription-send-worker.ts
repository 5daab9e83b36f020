/**
 * A server's subscriber outbox in a process of its own, for the kill -9 test
 * (modules/subscriptions/subscription-crash.test.ts): opens the embedded database in DATA_DIR,
 * builds the app as a server does (no pages) and sends what is due until it is killed.
 * Usage: tsx src/test/subscription-send-worker.ts <dataDir> <smtpUrl>
 */
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, pgliteDir } from '../db/client';

const [dataDir, smtpUrl] = process.argv.slice(2);
if (!dataDir || !smtpUrl) throw new Error('usage: subscription-send-worker <dataDir> <smtpUrl>');
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: join(dataDir, 'no-web'),
  SMTP_URL: smtpUrl,
  PUBLIC_URL: 'https://school.example',
});
const database = await openDatabase({ pglite: pgliteDir(dataDir) });
const app = await buildApp({ config, database, logger: false, subscriptionOutboxOptions: { batchSize: 10 } });
await app.ready();
process.stdout.write('ready\n');
for (;;) await app.services.subscriptions.outbox.runOnce();

// npm run bench:subscriptions: an urgent alert to 20,000 e-mail subscribers.
// 1. A seeded server whose database holds --count (default 20000) confirmed subscribers, mailing a
//    local SMTP server (smtp-server, on a port the system hands out) that accepts every mail.
// 2. The urgent alert (POST /api/admin/subscriptions/urgent-alert): how long until its answer, when
//    every mail is already queued (target: under 5 s).
// 3. While the outbox sends: GET / one after another (each from its own address); p50/p99/max
//    (target: p99 <= 50 ms), and the mails' delivery rate until all are in.
// Web push is not built yet: no push endpoint is measured.
// Options: --count=20000 --port=3480
import { SMTPServer } from 'smtp-server';
import { openPglite, parseArgs, printTable, startBenchServer } from './server.mjs';

const args = parseArgs();
const count = Number(args.count ?? 20000);
const port = Number(args.port ?? 3480);
const email = 'bench-subscriptions@school.test';
const password = 'Bench-subscriptions-2026';

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received++;
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// First start: migrate and seed; then the subscribers go straight into its database.
const env = {
  ADMIN_EMAIL: email,
  ADMIN_PASSWORD: password,
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};
const first = await startBenchServer({ port, env, keepData: true });
const dataDir = first.dataDir;
await first.stop();
const db = await openPglite(dataDir);
await db.exec(`
  INSERT INTO subscriptions (email, topics, language, frequency, token, confirmed_at)
  SELECT 'parent' || n || '@example.org',
         CASE WHEN n % 3 = 0 THEN '["urgent"]'::jsonb ELSE '["notices","events"]'::jsonb END,
         CASE WHEN n % 4 = 0 THEN 'hi' ELSE 'en' END,
         CASE WHEN n % 5 = 0 THEN 'weekly' ELSE 'instant' END,
         'bench-token-' || n, now()
  FROM generate_series(1, ${count}) AS n;
`);
await db.close();

const server = await startBenchServer({ port, env, dataDir });
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];

  // Warm the home page first.
  for (let n = 0; n < 20; n++) await (await fetch(`${server.url}/`)).text();

  const started = performance.now();
  const answer = await fetch(`${server.url}/api/admin/subscriptions/urgent-alert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ title: 'School closed tomorrow', message: 'Heavy rain: the school is closed.' }),
  });
  const queuedMs = performance.now() - started;
  const body = await answer.json();
  if (!answer.ok) throw new Error(`alert answered ${answer.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const { progress } = body.data.alert;

  const sendStarted = performance.now();
  const times = [];
  let n = 0;
  while (received < progress.total && performance.now() - sendStarted < 30 * 60_000) {
    const t0 = performance.now();
    const response = await fetch(`${server.url}/`, {
      headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    });
    await response.text();
    times.push(performance.now() - t0);
    n++;
    await new Promise((r) => setTimeout(r, 20));
  }
  const sendSeconds = (performance.now() - sendStarted) / 1000;
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);

  console.log(`\nUrgent alert to ${count} confirmed subscribers (SMTP on 127.0.0.1:${smtpPort})`);
  printTable([
    {
      step: 'alert answered, all queued',
      value: `${(queuedMs / 1000).toFixed(2)} s (${progress.total} mails; target < 5 s)`,
    },
    {
      step: 'mails delivered',
      value: `${received} in ${sendSeconds.toFixed(1)} s (${(received / sendSeconds).toFixed(0)}/s)`,
    },
  ]);
  console.log(`\nGET / during the send (${times.length} requests, one every ~20 ms)`);
  printTable([
    { 'p50 ms': pick(0.5), 'p99 ms': pick(0.99), 'max ms': times.at(-1).toFixed(1), target: 'p99 <= 50 ms' },
  ]);
} finally {
  await server.stop();
  smtp.close();
  const { rmSync } = await import('node:fs');
  rmSync(dataDir, { recursive: true, force: true });
}

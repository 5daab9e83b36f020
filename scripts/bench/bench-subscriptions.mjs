// npm run bench:subscriptions: an urgent alert to 20,000 e-mail subscribers and 20,000 phones.
// 1. A seeded server whose database holds --count (default 20000) confirmed e-mail subscribers,
//    mailing a local SMTP server (smtp-server, on a port the system hands out) that accepts every
//    mail, and --phones (default 20000) phones whose push service is a local HTTP server answering
//    201 to every notification (the server encrypts each one for its phone's keys as for a real one).
// 2. The urgent alert (POST /api/admin/subscriptions/urgent-alert): how long until its answer, when
//    every send is already queued (target: under 5 s).
// 3. While the outbox sends (pooled SMTP, MAIL_POOL_CONNECTIONS; concurrent sends): GET / one after
//    another (each from its own address); p50/p99/max (target: p99 <= 50 ms), and each channel's
//    delivery rate and total time until all are in.
//    The admin's progress (GET /api/admin/subscriptions/progress/:id) is asked every 2 s meanwhile,
//    as the office's screen does.
// 4. How long the server's event loop was held up (monitorEventLoopDelay, preloaded by
//    event-loop-delay.mjs): while the alert is queued and during the send. The embedded database runs
//    on the server's event loop, so a long statement holds up every page as much as a long loop does.
//    GET / is also timed while the alert is being queued (the alert's answer waits for it).
// Options: --count=20000 --phones=20000 --port=3480 --pool=5
//          --server=PATH: another build's server.js (e.g. a copy of main's, to compare with)
//          --cpu-prof=DIR: the server's CPU profile during the send, written to DIR when it stops.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { openPglite, parseArgs, printTable, startBenchServer } from './server.mjs';

const args = parseArgs();
const count = Number(args.count ?? 20000);
const phones = Number(args.phones ?? 20000);
const port = Number(args.port ?? 3480);
const pool = String(args.pool ?? 5);
const email = 'bench-subscriptions@school.test';
const password = 'Bench-subscriptions-2026';

let received = 0;
let firstMailAt = 0;
let lastMailAt = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received++;
      firstMailAt ||= performance.now();
      lastMailAt = performance.now();
      callback();
    });
  },
});
// A sender's connection cut (the first server stopping with its pooled connections open) is not an error here.
smtp.on('error', () => undefined);
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// The phones' push service: reads each notification and answers 201 Created.
let pushed = 0;
let firstPushAt = 0;
let lastPushAt = 0;
const pushService = createServer((request, response) => {
  request.on('data', () => undefined);
  request.on('end', () => {
    pushed++;
    firstPushAt ||= performance.now();
    lastPushAt = performance.now();
    response.writeHead(201).end();
  });
});
await new Promise((resolve) => pushService.listen(0, '127.0.0.1', resolve));
const pushHost = `127.0.0.1:${pushService.address().port}`;
// One key pair for every bench phone (a real phone makes its own): the encryption work is the same.
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const p256dh = ecdh.getPublicKey().toString('base64url');
const auth = randomBytes(16).toString('base64url');

// First start: migrate and seed; then the subscribers go straight into its database.
const env = {
  ADMIN_EMAIL: email,
  ADMIN_PASSWORD: password,
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_POOL_CONNECTIONS: pool,
  PUSH_ALLOWED_HOSTS: pushHost,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};
const script = args.server ? resolve(String(args.server)) : undefined;
const first = await startBenchServer({ port, env, keepData: true, script });
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
  INSERT INTO subscriptions (channel, push_endpoint, push_p256dh, push_auth, topics, language, token, confirmed_at)
  SELECT 'push', 'http://${pushHost}/push/' || n, '${p256dh}', '${auth}',
         CASE WHEN n % 3 = 0 THEN '["urgent"]'::jsonb ELSE '["notices","events"]'::jsonb END,
         CASE WHEN n % 4 = 0 THEN 'hi' ELSE 'en' END,
         'bench-phone-' || n, now()
  FROM generate_series(1, ${phones}) AS n;
`);
await db.close();

// The server's event-loop delay: SIGUSR2 writes the figures since the last one to a file.
const delayDir = mkdtempSync(join(tmpdir(), 'skp-bench-delay-'));
const delayFile = join(delayDir, 'delay.jsonl');
const preload = pathToFileURL(resolve(import.meta.dirname, 'event-loop-delay.mjs')).href;
const nodeOptions = [
  process.env.NODE_OPTIONS ?? '',
  `--import=${preload}`,
  args['cpu-prof'] ? `--cpu-prof --cpu-prof-dir=${resolve(String(args['cpu-prof']))}` : '',
]
  .filter(Boolean)
  .join(' ');
const server = await startBenchServer({
  port,
  env: { ...env, NODE_OPTIONS: nodeOptions, BENCH_EVENT_LOOP_FILE: delayFile },
  dataDir,
  script,
});
/** The server's event-loop delay since the last call (after a short wait for it to write). */
async function eventLoopDelay() {
  const before = (() => {
    try {
      return readFileSync(delayFile, 'utf8').trim().split('\n').filter(Boolean).length;
    } catch {
      return 0;
    }
  })();
  process.kill(server.pid, 'SIGUSR2');
  for (let n = 0; n < 100; n++) {
    await new Promise((r) => setTimeout(r, 20));
    try {
      const lines = readFileSync(delayFile, 'utf8').trim().split('\n').filter(Boolean);
      if (lines.length > before) return JSON.parse(lines.at(-1));
    } catch {
      /* not written yet */
    }
  }
  return { p50: NaN, p99: NaN, max: NaN, samples: 0 };
}
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

  const loadAtStart = loadavg();
  await eventLoopDelay();
  const started = performance.now();
  // GET / while the alert is being queued, one after another, until it is answered.
  let answered = false;
  const duringQueue = [];
  // A connection the server closed as idle while its event loop was held up is reset under the next
  // request (a visitor's browser would retry): counted, and the request is timed again.
  let resets = 0;
  const timedGet = async (path, headers) => {
    const t0 = performance.now();
    for (;;) {
      try {
        const response = await fetch(`${server.url}${path}`, { headers });
        await response.text();
        return performance.now() - t0;
      } catch (error) {
        if (error?.cause?.code !== 'ECONNRESET' && error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
        resets++;
      }
    }
  };
  const queueProbe = (async () => {
    for (let k = 0; !answered; k++) {
      duringQueue.push(await timedGet('/', { 'x-forwarded-for': `10.250.${(k >> 8) & 255}.${k & 255}` }));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const answer = await fetch(`${server.url}/api/admin/subscriptions/urgent-alert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ title: 'School closed tomorrow', message: 'Heavy rain: the school is closed.' }),
  });
  const queuedMs = performance.now() - started;
  const body = await answer.json();
  answered = true;
  await queueProbe;
  const delayWhileQueued = await eventLoopDelay();
  if (!answer.ok) throw new Error(`alert answered ${answer.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const { progress } = body.data.alert;

  const sendStarted = performance.now();
  // The admin's progress screen asks every 2 s while sends are queued (as the office would watch it).
  let sending = true;
  const progressTimes = [];
  const progressPoll = (async () => {
    while (sending) {
      progressTimes.push(
        await timedGet(`/api/admin/subscriptions/progress/${body.data.alert.noticeId}`, { cookie }),
      );
      await new Promise((r) => setTimeout(r, 2000));
    }
  })();
  const times = [];
  let n = 0;
  while (received + pushed < progress.total && performance.now() - sendStarted < 30 * 60_000) {
    times.push(
      await timedGet('/', { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }),
    );
    n++;
    await new Promise((r) => setTimeout(r, 20));
  }
  const sendSeconds = (performance.now() - sendStarted) / 1000;
  const delayDuringSend = await eventLoopDelay();
  sending = false;
  await progressPoll;
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);

  const rate = (n, first, last) =>
    `${n} in ${((last - sendStarted) / 1000).toFixed(1)} s after the answer (${(n / Math.max(0.001, (last - first) / 1000)).toFixed(0)}/s from the first to the last)`;
  console.log(
    `\nUrgent alert to ${count} e-mail subscribers (SMTP on 127.0.0.1:${smtpPort}, pool of ${pool}) and ${phones} phones (push service on ${pushHost})`,
  );
  printTable([
    {
      step: 'alert answered, all queued',
      value: `${(queuedMs / 1000).toFixed(2)} s (${progress.total} sends; target < 5 s)`,
    },
    { step: 'mails delivered', value: rate(received, firstMailAt, lastMailAt) },
    { step: 'notifications delivered', value: rate(pushed, firstPushAt, lastPushAt) },
    { step: 'all delivered', value: `${sendSeconds.toFixed(1)} s` },
    {
      step: 'load average (1, 5, 15 min): at the alert, at the end',
      value: `${loadAtStart.map((n) => n.toFixed(2)).join(', ')}; ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    },
  ]);
  console.log(`\nGET / during the send (${times.length} requests, one every ~20 ms)`);
  printTable([
    { 'p50 ms': pick(0.5), 'p99 ms': pick(0.99), 'max ms': times.at(-1).toFixed(1), target: 'p99 <= 50 ms' },
  ]);
  progressTimes.sort((a, b) => a - b);
  console.log(
    `\nThe admin's progress, asked every 2 s during the send (${progressTimes.length} requests): median ${progressTimes[Math.floor(progressTimes.length / 2)]?.toFixed(1)} ms, max ${progressTimes.at(-1)?.toFixed(1)} ms`,
  );
  console.log(`\nConnections reset under a request (timed again): ${resets}`);
  console.log(`\nGET / while the alert was being queued (${duringQueue.length} requests)`);
  printTable([{ 'max ms': Math.max(0, ...duringQueue).toFixed(1) }]);
  console.log("\nThe server's event-loop delay (monitorEventLoopDelay, 10 ms resolution)");
  printTable(
    [
      ['while the alert was queued', delayWhileQueued],
      ['during the send', delayDuringSend],
    ].map(([phase, d]) => ({ phase, 'p50 ms': d.p50, 'p99 ms': d.p99, 'max ms': d.max })),
  );
} finally {
  await server.stop();
  smtp.close();
  pushService.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(delayDir, { recursive: true, force: true });
}

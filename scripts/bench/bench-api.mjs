// npm run bench:api: autocannon against three public GETs, 10 s each at 50 connections.
//   -- --vs-nginx      instead: wrk on the Home page's notices call against the built server, then on
//                      nginx (Debian's) serving the same answer bytes as a file on loopback; prints both
//                      requests/s and the ratio. Same wrk settings for both (default 50 connections, 10 s).
//   --path=/           with --vs-nginx: another GET than the notices call, e.g. / (the Home page's HTML)
//   --postgres[=URL]   on PostgreSQL (also when DATABASE_URL is set): a database of its own, dropped after
//   --connections=N --seconds=S --port=P (server; nginx on P+1)
//   --server=<path>    another build's server.js (e.g. the previous release's) instead of apps/api/dist
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { ensureWrkAndNginx, runWrk, startNginx } from './nginx.mjs';
import { createBenchDatabase, parseArgs, printTable, startBenchServer } from './server.mjs';

export const NOTICES_CALL = '/api/notices?limit=5&sortBy=order&sortOrder=asc';
const PATHS = [
  NOTICES_CALL,
  '/api/hero-section-images?section=home&isActive=true',
  '/api/gallery/categories/covers',
];

const args = parseArgs();
const number = (name, fallback) => {
  const value = Number(args[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
};
const port = number('port', 3391);

async function autocannonRun() {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const server = await startBenchServer({ port, script: args.server ? resolve(args.server) : undefined });
  const rows = [];
  try {
    for (const path of PATHS) {
      await autocannon({ url: server.url + path, connections: 10, duration: 2 }); // warm-up
      const result = await autocannon({ url: server.url + path, connections: 50, duration });
      rows.push({
        path,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
  } finally {
    await server.stop();
  }
  console.log(`\nbench:api: ${duration} s per path, 50 connections, embedded database (PGlite), demo data\n`);
  printTable(rows);
}

async function versusNginx() {
  ensureWrkAndNginx();
  const connections = number('connections', 50);
  const seconds = number('seconds', 10);
  const postgres = Boolean(args.postgres) || Boolean(process.env.DATABASE_URL);
  const target = typeof args.path === 'string' ? args.path : NOTICES_CALL;
  const database = postgres
    ? await createBenchDatabase(typeof args.postgres === 'string' ? args.postgres : undefined)
    : undefined;
  let server;
  let nginx;
  const rows = [];
  try {
    console.log(`Starting the built server (${postgres ? 'PostgreSQL' : 'embedded PGlite'})...`);
    server = await startBenchServer({
      port,
      env: { LOG_LEVEL: 'info', ...(database ? { DATABASE_URL: database.url } : {}) },
    });
    const answer = await fetch(server.url + target, { headers: { 'accept-encoding': 'identity' } });
    if (!answer.ok) throw new Error(`${target} answered ${answer.status}`);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const file = /^text\/html/.test(answer.headers.get('content-type') ?? '') ? 'page.html' : 'answer.json';
    const contentType = file === 'page.html' ? 'text/html' : 'application/json';
    nginx = await startNginx({ port: port + 1, files: { [file]: bytes }, contentType });
    const targets = [
      ['project', server.url + target],
      ['nginx', `${nginx.url}/${file}`],
    ];
    for (const [name, url] of targets) {
      runWrk({ url, connections: 10, seconds: 2 }); // warm-up
      const figures = runWrk({ url, connections, seconds });
      rows.push({
        server: name,
        'req/s': figures.rps,
        'p50 ms': figures.p50Ms,
        'p99 ms': figures.p99Ms,
        'max ms': figures.maxMs,
        timeouts: figures.timeouts,
        errors: figures.errors,
        non2xx: figures.non2xx,
      });
    }
    console.log(
      `\nbench:api --vs-nginx: wrk, ${connections} connections, ${seconds} s, one run each, on ${target} ` +
        `(${bytes.length} bytes) and the same bytes as a static file from nginx; ` +
        `${postgres ? `PostgreSQL, WORKERS=${process.env.WORKERS ?? 'default'}` : 'embedded PGlite'}\n`,
    );
    printTable(rows);
    console.log(`\nratio project/nginx: ${(rows[0]['req/s'] / rows[1]['req/s']).toFixed(3)}`);
  } finally {
    await nginx?.stop();
    await server?.stop();
    await database?.drop();
  }
}

if (args['vs-nginx']) await versusNginx();
else await autocannonRun();

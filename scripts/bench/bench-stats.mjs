// npm run bench:stats: what counting visits costs (modules/stats).
//   1. Requests/s on Home (`/`, a kept page) and on the Home page's notices call, with counting on and
//      off (VISIT_COUNTING), two built servers started side by side, measured in turns (off, on, on,
//      off) so the machine's load falls on both alike; prints both and the difference.
//   2. A simulated day at 100 requests/s (8.64 million page views, 20,000 visitors, a flush every
//      simulated minute) on a fast clock: the counting service's memory after each simulated hour.
//   --seconds=S (per turn, default 10) --connections=N (default 20) --port=P (P and P+1, default 3490)
//   --day-only / --http-only, --rate=R (requests per simulated second, default 100)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { root } from '../lib.mjs';
import { parseArgs, printTable, startBenchServer } from './server.mjs';

const args = parseArgs();
const NOTICES_CALL = '/api/notices?limit=5&sortBy=order&sortOrder=asc';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

if (!args['day-only']) await requestsPerSecond();
if (!args['http-only']) await simulatedDay();

async function requestsPerSecond() {
  const seconds = Number(args.seconds ?? 10);
  const connections = Number(args.connections ?? 20);
  const port = Number(args.port ?? 3490);
  const servers = {};
  try {
    [servers.off, servers.on] = await Promise.all([
      startBenchServer({ port, env: { VISIT_COUNTING: 'off' } }),
      startBenchServer({ port: port + 1, env: { VISIT_COUNTING: 'on' } }),
    ]);
    const measure = async (server, path) => {
      const result = await autocannon({
        url: server.url + path,
        connections,
        duration: seconds,
        headers: { 'user-agent': PHONE, 'accept-encoding': 'br' },
      });
      if (result.errors + result.timeouts + result.non2xx > 0)
        throw new Error(`${path}: errors or non-2xx answers`);
      return result.requests.average;
    };
    const rows = [];
    for (const path of ['/', NOTICES_CALL]) {
      // Warm both (pages rendered and kept, answers kept).
      for (const server of [servers.off, servers.on]) await measure(server, path).catch(() => 0);
      const figures = { off: [], on: [] };
      for (const turn of ['off', 'on', 'on', 'off']) figures[turn].push(await measure(servers[turn], path));
      const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
      const off = mean(figures.off);
      const on = mean(figures.on);
      rows.push({
        request: path,
        'req/s counting off': Math.round(off),
        'req/s counting on': Math.round(on),
        difference: `${(((on - off) / off) * 100).toFixed(1)} %`,
      });
    }
    console.log(
      `\nbench:stats: autocannon, ${connections} connections, ${seconds} s per turn, turns off/on/on/off, a phone's user agent\n`,
    );
    printTable(rows);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

async function simulatedDay() {
  const rate = Number(args.rate ?? 100);
  // The counting service as the server builds it, bundled from the source (npm packages stay outside).
  const outdir = join(root, 'node_modules/.cache/bench-stats');
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: [join(root, 'apps/api/src/modules/stats/stats.service.ts')],
    outfile: join(outdir, 'stats-service.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: { '@skp/shared': join(root, 'packages/shared/src/index.ts') },
    logLevel: 'warning',
  });
  const { createStatsService } = await import(join(outdir, 'stats-service.mjs'));
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');

  let written = 0;
  const repository = {
    async add(counts, sketches) {
      written += counts.length + sketches.length;
    },
  };
  const start = Date.parse('2026-11-26T18:30:00Z'); // midnight in India
  let clock = start;
  const service = createStatsService({
    repository,
    counting: true,
    ownHosts: ['school.example'],
    now: () => clock,
  });
  const pages = [
    '/',
    '/about',
    '/academics',
    '/admissions',
    '/contact',
    '/notices',
    '/events',
    '/campus',
    '/baby-steps',
    ...Array.from({ length: 40 }, (_, i) => `/notices/notice-${i}`),
    'not-found',
  ];
  const referrers = [
    undefined,
    undefined,
    'https://www.google.com/',
    'https://l.facebook.com/',
    'https://school.example/',
  ];
  const visitors = 20_000;
  const perMinute = rate * 60;
  const rows = [];
  const started = performance.now();
  gc();
  const baseline = process.memoryUsage().heapUsed;
  for (let minute = 0; minute < 24 * 60; minute++) {
    for (let i = 0; i < perMinute; i++) {
      clock = start + minute * 60_000 + (i * 60_000) / perMinute;
      const v = (minute * perMinute + i) % visitors;
      service.countPage(
        {
          address: `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`,
          userAgent: `${PHONE} ${v % 13}`,
          referrer: referrers[v % referrers.length],
          host: 'school.example',
          prefetch: false,
        },
        pages[(v * 7 + i) % pages.length],
        v % 9 === 0 ? 'hi' : 'en',
      );
    }
    await service.flush();
    if ((minute + 1) % 120 === 0) {
      gc();
      rows.push({
        'simulated hour': (minute + 1) / 60,
        'page views': (minute + 1) * perMinute,
        'heap MB': ((process.memoryUsage().heapUsed - baseline) / 1e6).toFixed(2),
        'waiting counters': service.pending,
      });
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nbench:stats: a simulated day at ${rate} requests/s (${(rate * 86_400).toLocaleString('en')} page views, ` +
      `${visitors.toLocaleString('en')} visitors, a flush each simulated minute) in ${seconds.toFixed(1)} s: ` +
      `${Math.round((rate * 86_400) / seconds).toLocaleString('en')} counts/s on one core; ${written.toLocaleString('en')} rows written\n`,
  );
  console.log('Heap above the start, after a garbage collection, every two simulated hours:\n');
  printTable(rows);
}

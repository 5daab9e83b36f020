// npm run bench:web: Lighthouse 12 (mobile defaults: simulated slow 4G, 4x CPU slowdown) with
// Debian's Chromium against the built server with the demo content, on every route of docs/requirements.md#routes.
// Prints figures per route and marks missed targets; exits 0 unless the run itself fails.
//   --routes=/,/about   only these routes
//   --runs=N            N runs per route, the median run (Lighthouse's computeMedianRun) is reported
//   --port=P            port of the server it starts (default 3393)
//   --url=http://...    measure a server that is already running instead of starting one
//   --server=<path>     start another build's server.js (e.g. the previous release's) instead
// Reports: bench-results/lighthouse/<timestamp>/ (git-ignored). Nothing is downloaded: Chrome is
// CHROME_PATH (default /usr/bin/chromium).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from '../lib.mjs';
import { parseArgs, printTable, startBenchServer } from './server.mjs';

export const ROUTES = [
  '/',
  '/about',
  '/academics',
  '/admissions',
  '/campus',
  '/contact',
  '/baby-steps',
  '/wings/baby-steps',
  '/cricket-academy',
  '/wings/cricket-academy',
  '/gallery/buildings-infrastructure',
  '/gallery/games-sports',
  '/gallery/academic-cultural-events',
  '/gallery/hostel',
  '/gallery/cricket-academy',
  '/gallery/baby-steps',
  '/mandatory-public-disclosure',
  // Notices and events: the lists and one page each from the demo content.
  '/notices',
  '/notices/half-yearly-examination-schedule',
  '/events',
  '/events/annual-sports-meet-2024-25',
  // The Hindi edition: same pages, Devanagari font.
  '/hi',
  '/hi/about',
  '/hi/admissions',
  '/hi/gallery/hostel',
  '/hi/notices/parent-teacher-meeting',
  // The not-found page is not here: Lighthouse refuses a document answered with 404.
];
// The performance targets for every public route (docs/performance.md#benchmarks).
export const TARGETS = {
  performance: 98,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
  transferBytes: 300 * 1024,
  jsBytes: 90 * 1024,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = parseArgs();
const routes = typeof args.routes === 'string' ? args.routes.split(',').map((r) => r.trim()) : ROUTES;
const runs = Number(args.runs ?? 1);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs must be a whole number 1-20');
for (const route of routes) if (!route.startsWith('/')) throw new Error(`A route starts with /: ${route}`);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(`No Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH`);
}
// chrome-launcher reads CHROME_PATH too; never let anything fetch a browser.
process.env.CHROME_PATH = chromePath;

const { default: lighthouse } = await import('lighthouse');
const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
const chromeLauncher = await import('chrome-launcher');

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = join(root, 'bench-results', 'lighthouse', stamp);
mkdirSync(outDir, { recursive: true });

const server =
  typeof args.url === 'string'
    ? { url: args.url.replace(/\/$/, ''), stop: async () => {} }
    : await startBenchServer({
        port: Number(args.port ?? 3393),
        script: args.server ? resolve(args.server) : undefined,
      });
let chrome;
const results = [];
try {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  // One unmeasured load so the server's first-request work (file reads, JIT) is not in the figures.
  await fetch(server.url + '/').then((r) => r.text());
  for (const route of routes) {
    const lhrs = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`Lighthouse ${route} (run ${run}/${runs})... `);
      const result = await lighthouse(server.url + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${route}`);
      const file = `${route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '_')}-run${run}.json`;
      writeFileSync(
        join(outDir, file),
        typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
      );
      console.log(lhr.runtimeError ? `error: ${lhr.runtimeError.message}` : 'done');
      lhrs.push(lhr);
    }
    const valid = lhrs.filter((l) => !l.runtimeError);
    results.push({
      route,
      lhr: valid.length ? computeMedianRun(valid) : undefined,
      error: valid.length ? undefined : lhrs[0]?.runtimeError?.message,
    });
  }
} finally {
  await chrome?.kill();
  await server.stop();
}

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? NaN : Math.round(value * 100);
};
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
function jsBytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
}
// Main-thread tasks of 50 ms or more (Lighthouse's long-tasks audit, CPU slowdown applied): unlike TBT
// they hardly depend on how busy the measuring machine is.
function longTasks(lhr) {
  return lhr.audits['long-tasks']?.details?.items?.length ?? NaN;
}
const kb = (bytes) => (Number.isNaN(bytes) ? '-' : `${(bytes / 1024).toFixed(0)} KB`);

const summary = [];
const rows = results.map(({ route, lhr, error }) => {
  if (!lhr) {
    summary.push({ route, error });
    return {
      route,
      perf: '-',
      a11y: '-',
      bp: '-',
      seo: '-',
      LCP: '-',
      TBT: '-',
      CLS: '-',
      transfer: '-',
      JS: '-',
      long: '-',
      missed: `run failed: ${error}`,
    };
  }
  const figures = {
    route,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
    cls: metric(lhr, 'cumulative-layout-shift'),
    transferBytes: metric(lhr, 'total-byte-weight'),
    jsBytes: jsBytes(lhr),
    longTasks: longTasks(lhr),
  };
  const missed = [];
  if (!(figures.performance >= TARGETS.performance)) missed.push(`perf<${TARGETS.performance}`);
  if (!(figures.lcpMs <= TARGETS.lcpMs)) missed.push(`LCP>${TARGETS.lcpMs / 1000}s`);
  if (!(figures.tbtMs <= TARGETS.tbtMs)) missed.push(`TBT>${TARGETS.tbtMs}ms`);
  if (!(figures.cls <= TARGETS.cls)) missed.push(`CLS>${TARGETS.cls}`);
  if (!(figures.transferBytes <= TARGETS.transferBytes)) missed.push(`transfer>${kb(TARGETS.transferBytes)}`);
  if (!(figures.jsBytes <= TARGETS.jsBytes)) missed.push(`JS>${kb(TARGETS.jsBytes)}`);
  summary.push({ ...figures, missed });
  return {
    route,
    perf: figures.performance,
    a11y: figures.accessibility,
    bp: figures.bestPractices,
    seo: figures.seo,
    LCP: `${(figures.lcpMs / 1000).toFixed(2)} s`,
    TBT: `${figures.tbtMs} ms`,
    CLS: figures.cls.toFixed(3),
    transfer: kb(figures.transferBytes),
    JS: kb(figures.jsBytes),
    long: figures.longTasks,
    missed: missed.join(', ') || '-',
  };
});
writeFileSync(
  join(outDir, 'summary.json'),
  JSON.stringify({ runs, targets: TARGETS, routes: summary }, null, 2),
);

console.log(
  `\nbench:web: Lighthouse ${lighthouseVersion(results)} mobile (simulated slow 4G, 4x CPU slowdown), ` +
    `${runs === 1 ? '1 run' : `median of ${runs} runs`} per route, ${chromePath}`,
);
console.log(
  `Targets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, ` +
    `transfer <= ${kb(TARGETS.transferBytes)}, JS <= ${kb(TARGETS.jsBytes)}\n`,
);
printTable(rows);
console.log(`\nReports: ${outDir}`);
if (results.some((r) => !r.lhr)) process.exitCode = 1;

function lighthouseVersion(list) {
  return list.find((r) => r.lhr)?.lhr.lighthouseVersion ?? '12';
}

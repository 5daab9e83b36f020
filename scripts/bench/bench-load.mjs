// npm run bench:load: 60 s at 100 connections over the public GETs the Home page makes.
import autocannon from 'autocannon';
import { printTable, startBenchServer } from './server.mjs';

const HOME_CALLS = [
  '/api/hero-section-images?section=home&isActive=true',
  '/api/gallery/categories/covers',
  '/api/gallery/categories/starred',
  '/api/activities/public/all',
  '/api/notices?limit=5&sortBy=order&sortOrder=asc',
  '/api/events?limit=5&status=upcoming&sortBy=date&sortOrder=asc',
  '/api/policies/public/all',
  '/api/mandatory-disclosures',
  '/api/contact/public',
  '/',
];
const duration = Number(process.env.BENCH_DURATION ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const server = await startBenchServer({
  port: 3392,
  env: process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
});
let result;
try {
  result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: HOME_CALLS.map((path) => ({ method: 'GET', path })),
  });
} finally {
  await server.stop();
}
console.log(
  `\nbench:load: ${duration} s, ${connections} connections, a mix of the ${HOME_CALLS.length} requests of the Home page\n`,
);
printTable([
  {
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  },
]);
if (result.errors + result.timeouts + result.non2xx > 0) process.exitCode = 1;

// npm run bench:api: autocannon against three public GETs, 10 s each at 50 connections.
import autocannon from 'autocannon';
import { printTable, startBenchServer } from './server.mjs';

const PATHS = [
  '/api/notices?limit=5&sortBy=order&sortOrder=asc',
  '/api/hero-section-images?section=home&isActive=true',
  '/api/gallery/categories/covers',
];
const duration = Number(process.env.BENCH_DURATION ?? 10);
const server = await startBenchServer({ port: 3391 });
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

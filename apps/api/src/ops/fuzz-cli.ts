import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoContent } from '../seed/seed';
import { fuzzableRoutes, requestArbitrary, sendFuzzRequest } from './fuzz';

// npm run fuzz [-- COUNT [SEED]]: property-based hostile requests against every API route.
const count = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? Date.now() % 1_000_000);
const dataDir = await mkdtemp(join(tmpdir(), 'skp-fuzz-'));
const database = await openDatabase({ pglite: join(dataDir, 'db') });
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: join(dataDir, 'none'),
});
const app = await buildApp({ config, database, logger: false });
await seedDemoContent({ db: database.db, storage: app.storage });
await app.ready();

const routes = fuzzableRoutes(app);
const statuses = new Map<number, number>();
const problems: string[] = [];
const started = Date.now();
for (const request of fc.sample(requestArbitrary(routes), { numRuns: count, seed })) {
  const outcome = await sendFuzzRequest(app, request);
  statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
  if (outcome.problem && problems.length < 20) problems.push(outcome.problem);
}
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });

console.log(
  `fuzz: ${count} requests over ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed})`,
);
for (const [status, n] of [...statuses].sort((a, b) => a[0] - b[0])) console.log(`  ${status}: ${n}`);
const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
console.log(`5xx answers: ${serverErrors}; problems: ${problems.length}`);
for (const problem of problems) console.log(`  - ${problem}`);
if (problems.length > 0) process.exitCode = 1;

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoContent } from '../seed/seed';
import {
  authenticatedFuzzRoutes,
  fuzzableRoutes,
  requestArbitrary,
  sendFuzzRequest,
  type FuzzRequest,
} from '../ops/fuzz';

// npm run fuzz [-- COUNT [SEED]]: COUNT property-based hostile requests against every API route
// anonymously, then COUNT more as a signed-in admin (so writes reach the services and the database).
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

const password = `Fuzz-${randomBytes(12).toString('hex')}`;
await app.services.users.create(
  { email: 'fuzz-admin@skp.test', name: 'Fuzz admin', role: 'admin', password },
  null,
);
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'fuzz-admin@skp.test', password },
});
const sessionCookie = login.cookies[0];
if (!sessionCookie) throw new Error(`fuzz: could not sign in (${login.statusCode} ${login.body})`);
const cookie = `${sessionCookie.name}=${sessionCookie.value}`;

const problems: string[] = [];
async function fuzzRound(label: string, requests: FuzzRequest[], routeCount: number) {
  const statuses = new Map<number, number>();
  const started = Date.now();
  for (const request of requests) {
    const outcome = await sendFuzzRequest(app, request);
    statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    if (outcome.problem && problems.length < 20) problems.push(outcome.problem);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz ${label}: ${requests.length} requests over ${routeCount} routes in ${seconds} s (seed ${seed})`,
  );
  for (const [status, n] of [...statuses].sort((a, b) => a[0] - b[0])) console.log(`  ${status}: ${n}`);
  const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  console.log(`  5xx answers: ${serverErrors}`);
}

const anonymousRoutes = fuzzableRoutes(app);
await fuzzRound(
  'anonymous',
  fc.sample(requestArbitrary(anonymousRoutes), { numRuns: count, seed }),
  anonymousRoutes.length,
);
const adminRoutes = authenticatedFuzzRoutes(app);
await fuzzRound(
  'signed in as admin',
  fc.sample(requestArbitrary(adminRoutes, { cookie }), { numRuns: count, seed: seed + 1 }),
  adminRoutes.length,
);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });

console.log(`problems: ${problems.length}`);
for (const problem of problems) console.log(`  - ${problem}`);
if (problems.length > 0) process.exitCode = 1;

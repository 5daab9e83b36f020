// npm run crash-test: enquiries survive SIGKILL mid-burst, and SIGTERM finishes in-flight requests.
// Uses the embedded database by default; set DATABASE_URL to run it against PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const PORT = Number(process.env.CRASH_TEST_PORT ?? 3395);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'skp-crash-'));
const databaseUrl = process.env.DATABASE_URL;

function startServer() {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  return child;
}

async function waitHealthy(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

function enquiry(n, tag) {
  return fetch(`${BASE}/api/enquiries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${tag}.${Math.floor(n / 250)}.${n % 250}`,
    },
    body: JSON.stringify({
      name: `Crash test ${tag}-${n}`,
      email: `parent${n}@example.org`,
      phone: '+91 90000 00000',
      message: `Enquiry ${tag}-${n} sent during the crash test.`,
    }),
  }).then(
    async (response) => ({
      status: response.status,
      id: response.status === 201 ? (await response.json()).data.enquiry._id : null,
    }),
    (error) => ({ status: 0, error: error.cause?.code ?? error.message }),
  );
}

async function burst(total, tag, onProgress) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      results[n] = await enquiry(n, tag);
      onProgress?.(results.filter(Boolean).length);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return results;
}

async function storedIds() {
  const query = 'select id::text as id from enquiries';
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(query);
    await client.end();
    return new Set(rows.map((r) => r.id));
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } });
  const { rows } = await db.query(query);
  await db.close();
  return new Set(rows.map((r) => r.id));
}

const exitOf = (child) =>
  new Promise((r) =>
    child.exitCode !== null || child.signalCode !== null ? r(child.exitCode) : child.once('exit', r),
  );
let failed = false;
try {
  // 1. SIGKILL in the middle of a burst of 200 enquiries.
  let server = startServer();
  await waitHealthy(server);
  let killed = false;
  const killAt = 60;
  const killedRun = burst(200, 1, (done) => {
    if (!killed && done >= killAt) {
      killed = true;
      server.kill('SIGKILL');
    }
  });
  const results = await killedRun;
  await exitOf(server);
  const accepted = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status === 0).length;

  server = startServer();
  const restartAt = Date.now();
  await waitHealthy(server);
  const restartMs = Date.now() - restartAt;
  server.kill('SIGTERM');
  await exitOf(server);
  const stored = await storedIds();
  const lost = accepted.filter((r) => !stored.has(r.id));
  console.log(
    `crash-test (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): SIGKILL after ${killAt} answers of a 200-enquiry burst`,
  );
  console.log(
    `  answered 201: ${accepted.length}; connection refused/reset: ${refused}; other: ${200 - accepted.length - refused}`,
  );
  console.log(`  restart on the same data: healthy after ${restartMs} ms; database opened cleanly`);
  console.log(
    `  enquiries answered 201 found in the database: ${accepted.length - lost.length}/${accepted.length} (lost: ${lost.length})`,
  );
  if (lost.length > 0) failed = true;

  // 2. SIGTERM mid-burst: requests already in flight finish; later ones are refused, never half-done.
  server = startServer();
  await waitHealthy(server);
  let terminated = false;
  let terminatedAt = 0;
  const exited = exitOf(server).then((code) => ({ code, at: Date.now() }));
  const termResults = await burst(100, 2, (done) => {
    if (!terminated && done >= 30) {
      terminated = true;
      terminatedAt = Date.now();
      server.kill('SIGTERM');
    }
  });
  const { code, at: exitedAt } = await exited;
  const ok = termResults.filter((r) => r.status === 201).length;
  // Fastify answers 503 to requests that arrive once closing has begun: refused politely, not lost.
  const refusedWhileClosing = termResults.filter((r) => r.status === 503).length;
  const broken = termResults.filter((r) => ![201, 0, 503].includes(r.status)).length;
  const storedAfter = await storedIds();
  const termLost = termResults.filter((r) => r.status === 201 && !storedAfter.has(r.id)).length;
  console.log(
    `graceful shutdown: SIGTERM after 30 answers of 100; exit code ${code} after ${exitedAt - terminatedAt} ms`,
  );
  console.log(
    `  answered 201: ${ok}; 503 while closing: ${refusedWhileClosing}; refused after close: ${termResults.filter((r) => r.status === 0).length}; other answers: ${broken}; 201s missing from the database: ${termLost}`,
  );
  if (broken > 0 || termLost > 0 || code !== 0) failed = true;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? 'RESULT: FAILED' : 'RESULT: nothing lost');
process.exitCode = failed ? 1 : 0;

// Starts the built server for the browser tests on a fresh temporary DATA_DIR, removed on exit.
// Usage: node serve.mjs <port> [--empty]
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const port = process.argv[2] ?? '3310';
const empty = process.argv.includes('--empty');
const dataDir = mkdtempSync(join(tmpdir(), `skp-e2e-${empty ? 'empty' : 'seeded'}-`));
// Seeding draws ~75 pictures (a few minutes on a busy 2-core machine). When the API tests have
// already built the seeded template (node_modules/.cache), start from a copy of it instead.
const templates = fileURLToPath(new URL('../node_modules/.cache/skp-test-templates/', import.meta.url));
if (!empty && existsSync(templates)) {
  const newest = readdirSync(templates)
    .map((name) => join(templates, name))
    .filter((dir) => existsSync(join(dir, 'complete')))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (newest) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(join(dataDir, 'db'), {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(join(newest, 'seeded.tar.gz'))]),
    });
    await db.close();
    cpSync(join(newest, 'uploads'), join(dataDir, 'uploads'), { recursive: true });
  }
}

const server = spawn(
  process.execPath,
  [fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url))],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // As npm start runs it (scripts/lib.mjs MEMORY_ENV).
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      // Every browser test asks from 127.0.0.1, two at a time, and staff's saves make pages render
      // again: a budget no parent's phone reaches, still limited (the default is 5 a second).
      PAGE_RENDERS_PER_SECOND: '20',
      // A test's API request context keeps its connection between steps; with Node's 5 s the
      // server may close it just as a request goes out on it (ECONNRESET), a race of the
      // harness, not of a browser, which retries. A minute outlasts any pause of a test.
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      HOST: '127.0.0.1',
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: empty ? 'false' : 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Tests make a server-rendered page's sections fail with the x-test-faults header (apps/api/src/site/test-faults.ts).
      SKP_TEST_FAULTS: '1',
      // The first admin of the browser tests (e2e/tests/admin/accounts.ts).
      ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'e2e-admin@skp.test',
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'Browser-tests-only-2025',
    },
  },
);
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('exit', stop);
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});

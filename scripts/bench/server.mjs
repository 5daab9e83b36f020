// Starts the built server on a temporary DATA_DIR for a benchmark and stops it afterwards.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureBuilt, ensureInstalled, MEMORY_ENV, root } from '../lib.mjs';

/**
 * The seeded PGlite template the API tests cache (apps/api/src/test/global-setup.ts), if one was built
 * from the current schema, seed and image code: seeding draws ~75 pictures, which takes minutes on a
 * busy machine, so a benchmark starts from a copy of it when it can.
 */
function seededTemplate() {
  const srcDir = join(root, 'apps/api/src');
  const hash = createHash('sha256');
  const walk = (path) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else {
      hash.update(relative(srcDir, path));
      hash.update(readFileSync(path));
    }
  };
  for (const part of ['db', 'seed', 'lib/images.ts', 'lib/file-storage.ts']) walk(join(srcDir, part));
  hash.update(readFileSync(join(root, 'package-lock.json')));
  const dir = join(root, 'node_modules/.cache/skp-test-templates', hash.digest('hex').slice(0, 16));
  return existsSync(join(dir, 'complete')) ? dir : undefined;
}

// Servers still running when the benchmark is interrupted are stopped with it.
const running = new Map();
function stopAll() {
  for (const [child, dir] of running) {
    child.kill('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  running.clear();
}
process.once('exit', stopAll);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    stopAll();
    process.exit(code);
  });
}

/**
 * A fresh database of its own on a PostgreSQL server (`serverUrl`, else DATABASE_URL, else the local
 * one), named skp_bench_<pid>; drop() removes it.
 */
export async function createBenchDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const server = new URL(
    serverUrl || process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
  );
  const name = `skp_bench_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Opens the embedded database of a DATA_DIR (with the extensions the API's migrations use). */
export async function openPglite(dataDir, options = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(join(dataDir, 'db'), { ...options, extensions: { pg_trgm } });
}

/**
 * Starts apps/api/dist/server.js in production mode on 127.0.0.1:port. Without `dataDir` it makes a
 * temporary one (seeded with the demo content, from the tests' cached template when there is one)
 * and removes it on stop(), unless `keepData` is set.
 */
export async function startBenchServer({ port = 3390, env = {}, dataDir, keepData = false, script } = {}) {
  ensureInstalled();
  // `script`: another build of the server (e.g. a copy of the previous release's) to compare with.
  if (!script) ensureBuilt();
  const ownDir = !dataDir;
  if (ownDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'skp-bench-'));
    const template = env.DATABASE_URL ? undefined : seededTemplate();
    if (template) {
      const db = await openPglite(dataDir, {
        loadDataDir: new Blob([readFileSync(join(template, 'seeded.tar.gz'))]),
      });
      await db.close();
      cpSync(join(template, 'uploads'), join(dataDir, 'uploads'), { recursive: true });
    }
  }
  const child = spawn(process.execPath, [script ?? join(root, 'apps/api/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...MEMORY_ENV,
      ...env,
    },
  });
  running.set(child, ownDir && !keepData ? dataDir : undefined);
  const exited = new Promise((r) => child.once('exit', r)).then(() => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (ownDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The server exited during start-up (is port ${port} free?)`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The server did not start within 10 minutes');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (ownDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function printTable(rows) {
  const headers = Object.keys(rows[0] ?? {});
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(headers.map((h) => row[h])));
}

/** `--name=value` and `--flag` arguments. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {};
  for (const arg of argv) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}`);
    args[match[1]] = match[2] ?? true;
  }
  return args;
}

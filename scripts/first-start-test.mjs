// npm run first-start-test: the built server (apps/api/dist) on a database it has never seen creates,
// migrates and seeds it by itself, then serves the demo content, its pictures and its videos. This is
// what a server with DATABASE_URL does on its first start (npm start seeds an embedded database from
// the sources instead), so it runs on a new embedded database and, with TEST_DATABASE_URL, on a new
// PostgreSQL database too. Fails (exit 1) with what was missing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase } from './bench/server.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const PORT = Number(process.env.FIRST_START_TEST_PORT ?? 3397);
const BASE = `http://127.0.0.1:${PORT}`;

async function waitHealthy(child, output) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during its first start:\n${output()}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not healthy within 180 s:\n${output()}`);
}

async function json(path) {
  const response = await fetch(BASE + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

async function fetched(url) {
  const response = await fetch(new URL(url, BASE));
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** Starts the built server on a new database and checks what a visitor of the demo site gets. */
async function firstStart(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skp-first-start-'));
  let log = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
    },
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const started = Date.now();
  try {
    await waitHealthy(child, () => log.slice(-4000));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const { data: notices } = await json('/api/notices?limit=5');
    if (!(notices.notices?.length > 0)) throw new Error('no demo notices were seeded');
    const { data: heroes } = await json('/api/hero-section-images?section=about&isActive=true');
    const video = heroes.images?.find((image) => /\.(mp4|webm)$/i.test(image.imageUrl));
    if (!video) throw new Error("the About page's demo video was not seeded");
    const videoBytes = await fetched(video.imageUrl);
    const pictureBytes = await fetched(
      notices.notices[0].imageUrl || heroes.images[0].media?.src || '/logo.png',
    );
    const home = await fetch(`${BASE}/`);
    if (!home.ok || !(await home.text()).includes('S.K.P. Vidya Vihar'))
      throw new Error('the Home page did not render');
    console.log(
      `${label}: seeded and serving in ${seconds} s; ${notices.notices.length} notices, the About video (${videoBytes} bytes) and a picture (${pictureBytes} bytes) served, Home rendered`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await firstStart('embedded database');
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const database = await createBenchDatabase(server);
    try {
      await firstStart('PostgreSQL', database.url);
    } finally {
      await database.drop();
    }
  }
} catch (error) {
  console.error(`first-start-test failed: ${error.message}`);
  process.exit(1);
}

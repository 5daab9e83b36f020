// npm run first-start-test: the built server (apps/api/dist) on a database it has never seen creates,
// migrates and seeds it by itself, then serves the demo content, its pictures and its videos. This is
// what a server with DATABASE_URL does on its first start (npm start seeds an embedded database from
// the sources instead), so it runs on a new embedded database and, with TEST_DATABASE_URL, on a new
// PostgreSQL database too. Fails (exit 1) with what was missing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, startBenchServer } from './bench/server.mjs';

const PORT = Number(process.env.FIRST_START_TEST_PORT ?? 3397);
const BASE = `http://127.0.0.1:${PORT}`;

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
  // An empty DATA_DIR of its own: no cached template, so the server creates and seeds the database.
  const dataDir = mkdtempSync(join(tmpdir(), 'skp-first-start-'));
  const started = Date.now();
  const server = await startBenchServer({
    port: PORT,
    dataDir,
    env: { SEED_DEMO: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const { data: notices } = await json('/api/notices?limit=5');
    if (!(notices.notices?.length > 0)) throw new Error('no demo notices were seeded');
    const { data: heroes } = await json('/api/hero-section-images?section=about&isActive=true');
    const video = heroes.images?.find((image) => /\.(mp4|webm)$/i.test(image.imageUrl));
    if (!video) throw new Error("the About page's demo video was not seeded");
    const videoBytes = await fetched(video.imageUrl);
    const pictureBytes = await fetched(notices.notices[0].imageUrl || '/logo.png');
    const home = await fetch(`${BASE}/`);
    if (!home.ok || !(await home.text()).includes('S.K.P. Vidya Vihar'))
      throw new Error('the Home page did not render');
    console.log(
      `${label}: seeded and serving in ${seconds} s; ${notices.notices.length} notices, the About video (${videoBytes} bytes) and a picture (${pictureBytes} bytes) served, Home rendered`,
    );
  } finally {
    await server.stop();
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

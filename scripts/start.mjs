// npm start: install if needed, build if needed, then serve (the server migrates and seeds).
// `npm start -- --timings` prints how long each step took.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkNode, ensureBuilt, ensureInstalled, MEMORY_ENV, needsBuild, root, run } from './lib.mjs';

const timings = process.argv.includes('--timings');
checkNode();
const install = ensureInstalled();
// On a first start, the new embedded database is created, migrated and seeded while the site builds.
const seeding = needsBuild() && isFirstStart() ? seedAlongsideBuild() : undefined;
const build = ensureBuilt();
if (seeding) await seeding;
if (timings) {
  const seconds = (s) => (s ? `${s.toFixed(1)} s` : 'not needed');
  console.log(
    `timings before the server: install ${seconds(install)}, build ${seconds(build)}` +
      `${seeding ? ' (database and demo content prepared alongside it)' : ''}; ` +
      `${(performance.now() / 1000).toFixed(1)} s since this script started`,
  );
}
run(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/api/dist/server.js'), ...(timings ? ['--timings'] : [])],
  { env: { NODE_ENV: process.env.NODE_ENV ?? 'production', ...MEMORY_ENV } },
);

function isFirstStart() {
  if (process.env.DATABASE_URL || process.env.SEED_DEMO === 'false') return false;
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? 'data');
  return !existsSync(join(dataDir, 'db', 'PG_VERSION'));
}

/** `npm run seed` (creates and migrates the database, then seeds it) in parallel with the build. */
function seedAlongsideBuild() {
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      join(root, 'apps/api/src/cli/seed.ts'),
      ...(timings ? ['--timings'] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  return new Promise((done) =>
    child.on('exit', (code) => {
      if (code !== 0) process.exit(code ?? 1);
      done();
    }),
  );
}

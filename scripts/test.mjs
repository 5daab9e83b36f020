// npm test: every check and test. Installs what it needs, or stops with a one-line instruction.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { checkNode, ensureBuilt, ensureInstalled, run } from './lib.mjs';

checkNode();
ensureInstalled();

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
  } else {
    console.error(
      `Chromium not found at ${chromium}: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH) and try again.`,
    );
    process.exit(1);
  }
}

ensureBuilt();
const step = (name) => console.log(`\n=== ${name} ===`);
step('typecheck');
run('npm', ['run', 'typecheck']);
step('lint');
run('npm', ['run', 'lint']);
step('shared + web unit tests');
run('npm', ['run', 'test', '-w', '@skp/web']);
step('API tests on embedded PostgreSQL (PGlite)');
run('npm', ['run', 'test', '-w', '@skp/api'], { env: { TEST_DATABASE_URL: '' } });
if (process.env.TEST_DATABASE_URL) {
  step('API tests on PostgreSQL server (TEST_DATABASE_URL)');
  run('npm', ['run', 'test', '-w', '@skp/api']);
}
step("the built server's first start on a new database (embedded, and PostgreSQL with TEST_DATABASE_URL)");
run('npm', ['run', 'first-start-test']);
step(
  'admin:create against the running built server: refused, nothing changed; with it stopped, created and signed in',
);
run('npm', ['run', 'admin-create-test']);
step('browser tests (Chromium)');
run('npm', ['run', 'test', '-w', '@skp/e2e'], { env: { CHROMIUM_PATH: chromium } });

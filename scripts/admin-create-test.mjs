// npm run admin-create-test: `npm run admin:create` as docs/staff-guide.md#signing-in-and-finding-your-way has it, against the
// built server running on the same embedded database (DATA_DIR). It must refuse without touching the
// data and name the address the server really uses; with the server stopped it creates the account,
// which then signs in. Exit 1 with what went wrong.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './bench/server.mjs';
import { root } from './lib.mjs';

const PORT = Number(process.env.ADMIN_CREATE_TEST_PORT ?? 3396);
const BASE = `http://127.0.0.1:${PORT}`;
const FIRST = { email: 'first-admin@skp.test', password: 'Assembly-hall-keys-2031' };
const OFFICE = { email: 'office@skp.test', password: 'Register-and-chalk-5519' };
const CANONICAL = 'https://www.skpvidyavihar.example.org';

function fail(message) {
  throw new Error(message);
}

/** `npm run admin:create -- ...` from the checkout, as a clerk types it: no PORT, no PUBLIC_URL. */
function adminCreate(dataDir, args, password) {
  const env = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password };
  for (const name of ['PORT', 'PUBLIC_URL', 'HOST', 'ADMIN_EMAIL', 'DATABASE_URL', 'INIT_CWD'])
    delete env[name];
  const run = spawnSync('npm', ['run', '--silent', 'admin:create', '--', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function signIn(account) {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return { status: response.status, body: await response.text() };
}

async function expectSignIn(account, status) {
  const answer = await signIn(account);
  if (answer.status !== status)
    fail(`signing in as ${account.email} answered ${answer.status} (expected ${status}): ${answer.body}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'skp-admin-create-'));
try {
  // 1. The server runs (its first admin from ADMIN_EMAIL); the command is refused and changes nothing.
  let server = await startBenchServer({
    port: PORT,
    dataDir,
    env: { SEED_DEMO: 'false', ADMIN_EMAIL: FIRST.email, ADMIN_PASSWORD: FIRST.password },
  });
  try {
    const refused = adminCreate(dataDir, ['--email', OFFICE.email], OFFICE.password);
    if (refused.status === 0) fail(`admin:create ran against the running server:\n${refused.output}`);
    if (!refused.output.includes(`is running at ${BASE}`) || !refused.output.includes(`${BASE}/admin`))
      fail(`the refusal does not name the server's address ${BASE}:\n${refused.output}`);
    if (!refused.output.includes('nothing was changed'))
      fail(`the refusal does not say that nothing was changed:\n${refused.output}`);
    await expectSignIn(FIRST, 200);
    await expectSignIn(OFFICE, 401);
  } finally {
    await server.stop();
  }

  // 2. Stopped: the command creates the account and names the address the server used.
  const created = adminCreate(dataDir, ['--email', OFFICE.email], OFFICE.password);
  if (created.status !== 0) fail(`admin:create failed with the server stopped:\n${created.output}`);
  if (!created.output.includes(`Created admin account ${OFFICE.email}. Sign in at ${BASE}/admin`))
    fail(`admin:create did not name the server's address ${BASE}/admin:\n${created.output}`);

  // 3. Started again (now with PUBLIC_URL): both accounts sign in; the next account's address is PUBLIC_URL.
  server = await startBenchServer({
    port: PORT,
    dataDir,
    env: { SEED_DEMO: 'false', PUBLIC_URL: CANONICAL },
  });
  try {
    await expectSignIn(OFFICE, 200);
    await expectSignIn(FIRST, 200);
  } finally {
    await server.stop();
  }
  const editor = adminCreate(dataDir, ['--email', 'editor@skp.test', '--role', 'editor'], OFFICE.password);
  if (!editor.output.includes(`Created editor account editor@skp.test. Sign in at ${CANONICAL}/admin`))
    fail(`admin:create did not name PUBLIC_URL ${CANONICAL}/admin:\n${editor.output}`);
  console.log(
    `admin-create-test: refused while the server ran (naming ${BASE}/admin), nothing changed; created with it stopped; signed in; addresses printed as the server used them`,
  );
} catch (error) {
  console.error(`admin-create-test failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

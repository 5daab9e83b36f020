// npm test: every check and test. Installs what it needs, or stops with a one-line instruction.
import { ensureTestTools } from './debian-tools.mjs';
import { checkNode, ensureBuilt, ensureInstalled, run } from './lib.mjs';

checkNode();
ensureInstalled();

// Chromium, ffmpeg and Java from Debian: installed when root, else a one-line instruction.
ensureTestTools(run);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

ensureBuilt();
// Each step's time, printed as it ends and all together at the end (what a CI budget is spent on).
const times = [];
let current;
const endStep = () => {
  if (!current) return;
  const seconds = Math.round((performance.now() - current.started) / 1000);
  times.push([current.name, seconds]);
  console.log(`=== ${current.name}: ${seconds} s ===`);
};
const step = (name) => {
  endStep();
  current = { name, started: performance.now() };
  console.log(`\n=== ${name} ===`);
};
step('the test tools: which Debian packages are missing');
run('node', ['--test', 'scripts/debian-tools.test.mjs']);
step(
  "the docs' links: every relative link in README.md and docs/*.md, and every citation of the docs in the code, leads to a file and heading",
);
run('node', ['--test', 'scripts/docs-links.test.mjs']);
step(
  "the staff guide's tasks: every task heading has its whole-task browser tests listed, and each named test exists",
);
run('node', ['--test', 'scripts/staff-guide-tests.test.mjs']);
step("the public site's code: nothing outside its two folders is used by the site alone");
run('node', ['--test', 'scripts/site-folders.test.mjs']);
step('adding a page: the files the site README names, typechecked and rendered in a copy of the source');
run('node', ['--test', 'scripts/site-add-page.test.mjs']);
step('typecheck');
run('npm', ['run', 'typecheck']);
step('lint');
run('npm', ['run', 'lint']);
step('shared + web unit tests');
run('npm', ['run', 'test', '-w', '@skp/web']);
// The API tests run on each database: PGlite always, a PostgreSQL server too with TEST_DATABASE_URL.
// TEST_API_DATABASES=postgres (or pglite) runs only that one: CI runs the other on another Node (.ci/run).
const apiDatabases = (process.env.TEST_API_DATABASES ?? 'pglite,postgres').split(',');
if (apiDatabases.includes('pglite')) {
  step('API tests on embedded PostgreSQL (PGlite)');
  run('npm', ['run', 'test', '-w', '@skp/api'], { env: { TEST_DATABASE_URL: '' } });
}
if (process.env.TEST_DATABASE_URL && apiDatabases.includes('postgres')) {
  step('API tests on PostgreSQL server (TEST_DATABASE_URL)');
  run('npm', ['run', 'test', '-w', '@skp/api']);
}
// The tests of stored files (uploads, variants, videos, deletes, backups, private scans) once more
// with STORAGE=s3, against an S3 protocol server the tests start (s3rver on 127.0.0.1).
step('API tests of stored files on S3-compatible storage (an S3 test server)');
run('npm', ['run', 'test:s3', '-w', '@skp/api']);
step("the built server's first start on a new database (embedded, and PostgreSQL with TEST_DATABASE_URL)");
run('npm', ['run', 'first-start-test']);
step(
  'admin:create against the running built server: refused, nothing changed; with it stopped, created and signed in',
);
run('npm', ['run', 'admin-create-test']);
step(
  'two built servers as on two machines (one PostgreSQL, one S3 bucket, no shared disk): an upload, a notice, its edit and delete through one are seen on the other at once; an enquiry is mailed once',
);
run('npm', ['run', 'two-servers-test']);
step('browser tests (Chromium)');
run('npm', ['run', 'test', '-w', '@skp/e2e'], { env: { CHROMIUM_PATH: chromium } });
endStep();
console.log('\n=== time per step ===');
for (const [name, seconds] of times) console.log(`${String(seconds).padStart(5)} s  ${name}`);

// `npm run observatory`: grades the built server with the MDN HTTP Observatory's own scoring code.
//
// The package's CLI only scans ports 80/443 of a public host, and its postinstall downloads the
// HSTS preload and TLD lists from outside the npm registry, so it is not a project dependency:
// this script installs it once from the npm registry with --ignore-scripts into
// node_modules/.cache/observatory, gives it an empty preload list (our host is on none), and
// drives its retriever, tests and grader against the server behind a local TLS front that
// redirects http to https, as the production reverse proxy does (see docs/operations.md#security-and-operations).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBenchServer, printTable } from './bench/server.mjs';
import { root } from './lib.mjs';

const OBSERVATORY_VERSION = '1.4.8';
const PATHS = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths =
  PATHS.length > 0 ? PATHS : ['/', '/contact', '/gallery/hostel', '/no-such-page', '/api/notices', '/admin'];
const appPort = 3392;
const httpsPort = 3393;
const httpPort = 3394;

const cacheDir = join(root, 'node_modules/.cache/observatory');
const packageDir = join(cacheDir, 'node_modules/@mdn/mdn-http-observatory');
if (!existsSync(join(packageDir, 'package.json'))) {
  mkdirSync(cacheDir, { recursive: true });
  console.log(`Installing @mdn/mdn-http-observatory@${OBSERVATORY_VERSION} into ${cacheDir} ...`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      cacheDir,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--no-save',
      `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const preloadList = join(packageDir, 'conf/hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');

// A certificate for 127.0.0.1 that this process trusts (NODE_EXTRA_CA_CERTS is read at start-up,
// so the scan runs in a child process).
const certDir = mkdtempSync(join(tmpdir(), 'skp-observatory-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    join(certDir, 'key.pem'),
    '-out',
    join(certDir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);

const server = await startBenchServer({
  port: appPort,
  env: { PUBLIC_URL: `https://127.0.0.1:${httpsPort}`, TRUST_PROXY: 'true', SEED_DEMO: 'false' },
});
const tlsFront = https
  .createServer(
    { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
    (req, res) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: appPort,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, 'x-forwarded-proto': 'https' },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    },
  )
  .listen(httpsPort, '127.0.0.1');
const redirector = http
  .createServer((req, res) =>
    res.writeHead(301, { Location: `https://127.0.0.1:${httpsPort}${req.url}` }).end(),
  )
  .listen(httpPort, '127.0.0.1');

const scanner = join(certDir, 'scan.mjs');
writeFileSync(
  scanner,
  `import { retrieve } from ${JSON.stringify(pathToFileURL(join(packageDir, 'src/retriever/retriever.js')).href)};
import { ALL_TESTS } from ${JSON.stringify(pathToFileURL(join(packageDir, 'src/constants.js')).href)};
import { getGradeForScore, getScoreModifier } from ${JSON.stringify(pathToFileURL(join(packageDir, 'src/grader/grader.js')).href)};
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from ${JSON.stringify(pathToFileURL(join(packageDir, 'src/grader/charts.js')).href)};
const [httpPort, httpsPort, path] = process.argv.slice(2);
const r = await retrieve('127.0.0.1', { httpPort, httpsPort, path });
let withCredit = 100, uncurved = 100;
const tests = ALL_TESTS.map((test) => {
  const output = test(r);
  const modifier = getScoreModifier(output.result);
  withCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  return { result: output.result, pass: output.pass, modifier };
});
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved;
console.log(JSON.stringify({ status: r.responses.auto?.status ?? null, score, grade: getGradeForScore(score).grade, tests }));
`,
);

// The scan runs in a child process, so the fronts must not be blocked: scan asynchronously.
const scanPath = (path) =>
  new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--no-warnings', scanner, String(httpPort), String(httpsPort), path],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: join(certDir, 'cert.pem') } },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split('\n').pop()))),
    ),
  );

const rows = [];
const failures = new Map();
try {
  for (const path of paths) {
    const result = await scanPath(path);
    rows.push({ path, status: result.status, score: result.score, grade: result.grade });
    for (const test of result.tests.filter((t) => !t.pass || t.modifier < 0))
      failures.set(`${path}: ${test.result}`, test.modifier);
  }
} finally {
  tlsFront.close();
  redirector.close();
  await server.stop();
  rmSync(certDir, { recursive: true, force: true });
}
console.log(`\nMDN HTTP Observatory ${OBSERVATORY_VERSION} scoring, server behind a local TLS front:\n`);
printTable(rows);
if (failures.size > 0) {
  console.log('\nTests not passed:');
  for (const [name, modifier] of failures) console.log(`  ${name} (${modifier})`);
}

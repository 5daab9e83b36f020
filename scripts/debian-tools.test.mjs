// node --test scripts/debian-tools.test.mjs (a step of npm test): on a machine without ffmpeg, Java or
// Chromium, npm test installs them from Debian when root, and otherwise says the one line to run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { missingDebianPackages } from './debian-tools.mjs';

const work = mkdtempSync(join(tmpdir(), 'skp-debian-tools-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A directory of stand-in executables: each named one writes its arguments to `<name>.log`. */
function bin(name, commands) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const command of commands) {
    const file = join(dir, command);
    writeFileSync(file, `#!/bin/sh\necho "$@" >> "${join(dir, `${command}.log`)}"\n`);
    chmodSync(file, 0o755);
  }
  return dir;
}

/** Runs ensureTestTools in a child Node as user `uid`, with PATH and CHROMIUM_PATH as given. */
function ensureAs(uid, path, chromium) {
  const lib = fileURLToPath(new URL('./debian-tools.mjs', import.meta.url));
  const code = [
    `process.getuid = () => ${uid};`,
    `const { ensureTestTools } = await import(${JSON.stringify(lib)});`,
    `const { spawnSync } = await import('node:child_process');`,
    `ensureTestTools((c, a, o) => { const r = spawnSync(c, a, { stdio: 'inherit', ...o }); if (r.status !== 0) process.exit(r.status ?? 1); });`,
    `console.log('ready');`,
  ].join('\n');
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: { PATH: path, CHROMIUM_PATH: chromium },
  });
}

test('a machine with ffmpeg and ffprobe, Java and Chromium needs nothing', () => {
  const dir = bin('all', ['ffmpeg', 'ffprobe', 'java', 'chromium']);
  assert.deepEqual(missingDebianPackages({ PATH: dir, CHROMIUM_PATH: join(dir, 'chromium') }), []);
});

test('a bare machine needs Debian chromium, ffmpeg and default-jre-headless', () => {
  const dir = bin('none', []);
  assert.deepEqual(missingDebianPackages({ PATH: dir, CHROMIUM_PATH: join(dir, 'chromium') }), [
    'chromium',
    'ffmpeg',
    'default-jre-headless',
  ]);
  // ffmpeg without ffprobe (the upload checks use both) still needs the package.
  const half = bin('half', ['ffmpeg', 'java', 'chromium']);
  assert.deepEqual(missingDebianPackages({ PATH: half, CHROMIUM_PATH: join(half, 'chromium') }), ['ffmpeg']);
});

test('as root, the missing ffmpeg is installed with apt-get, as Chromium is', () => {
  const dir = bin('root', ['apt-get', 'java', 'chromium']);
  const result = ensureAs(0, dir, join(dir, 'chromium'));
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /Installing ffmpeg \(the video upload tests\) from Debian: ffmpeg/);
  assert.match(result.stdout, /ready/);
  assert.deepEqual(readFileSync(join(dir, 'apt-get.log'), 'utf8').trim().split('\n'), [
    'update -qq',
    'install -y -qq --no-install-recommends ffmpeg',
  ]);
});

test('as another user, it stops with the one apt-get line to run', () => {
  const dir = bin('user', ['apt-get', 'chromium']);
  const result = ensureAs(1000, dir, join(dir, 'chromium'));
  assert.equal(result.status, 1);
  assert.equal(
    result.stderr.trim(),
    "Missing ffmpeg (the video upload tests), Java (the W3C Nu Html Checker): run 'sudo apt-get install -y --no-install-recommends ffmpeg default-jre-headless' and try again.",
  );
  assert.throws(() => readFileSync(join(dir, 'apt-get.log')), /ENOENT/);
});

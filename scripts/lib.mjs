// Shared by start.mjs, test.mjs and dev.mjs: install and build only when needed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * glibc's allocator settings the server runs with (docs/operations.md#run-it-for-real): picture decoding
 * frees large buffers from many threads; with fewer arenas and large blocks given back to the system
 * at once, a burst of uploads peaks ~180 MB over idle instead of ~750 MB and is returned within
 * seconds instead of kept (npm run bench:uploads). Values already in the environment win.
 */
export const MEMORY_ENV = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
};

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(
      `Node ${process.versions.node} is too old: install Node 22 or 24 (20.19 or newer still works).`,
    );
    process.exit(1);
  }
}

/** Runs a command to completion; `quiet` keeps its output unless it fails. Returns the seconds it took. */
export function run(command, args, options = {}) {
  const { quiet, ...spawnOptions } = options;
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: quiet ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
    ...spawnOptions,
    env: { ...process.env, ...spawnOptions.env },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    process.exit(result.status ?? 1);
  }
  return (performance.now() - started) / 1000;
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** Installs when node_modules is missing or older than the lock; returns the seconds it took (0: not needed). */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return 0;
  // `npm install` honours the committed lock and, since the lock lists every platform's optional
  // packages (@unrs/resolver-binding-*), leaves it unchanged: a fresh clone stays clean.
  console.log('Installing dependencies (npm install, about a minute the first time)...');
  return run('npm', ['install', '--no-audit', '--no-fund'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/** Whether a source is newer than the build. */
export function needsBuild() {
  const outputs = [join(root, 'apps/api/dist/server.js'), join(root, 'apps/web/dist/index.html')];
  const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  const sources = [
    'apps/api/src',
    'apps/api/build.mjs',
    'apps/web/src',
    'apps/web/build',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/shared/src',
    'package-lock.json',
  ];
  const changedAt = Math.max(...sources.map((p) => newest(join(root, p))));
  return builtAt <= changedAt;
}

/** Builds when a source is newer than the build; returns the seconds it took (0: not needed). */
export function ensureBuilt() {
  if (!needsBuild()) return 0;
  console.log('Building the web site and the API (npm run build)...');
  const seconds = run('npm', ['run', 'build'], { quiet: true });
  console.log(`  built in ${seconds.toFixed(1)} s`);
  return seconds;
}

// npm run dev: the whole site on :3000 with reload, and the admin with hot reload on :5173 too.
//  - the API restarts when its code changes (tsx watch);
//  - the public pages: the site's server bundle and its islands are rebuilt when a page's code
//    changes (vite build --watch) and the API renders with the new build at once (reload the page);
//  - the admin: Vite's dev server on :5173 (proxying /api), hot reload.
// The build is made first when it is missing or older than the sources.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkNode, ensureBuilt, ensureInstalled, root } from './lib.mjs';

checkNode();
ensureInstalled();
ensureBuilt();
const children = [
  spawn('npm', ['run', 'dev', '-w', '@skp/api'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@skp/web'], { cwd: root, stdio: 'inherit', detached: true }),
  ...[['--ssr'], ['--mode', 'site-client']].map((args) =>
    spawn('npx', ['vite', 'build', '--watch', '--logLevel', 'warn', ...args], {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
      detached: true,
    }),
  ),
];
// Each child leads its own process group: stopping kills the group (npm, npx and what they started).
const stop = () =>
  children.forEach((child) => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

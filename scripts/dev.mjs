// npm run dev: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
// The public pages are rendered by the web build's server bundle: built first when it is missing or
// older than the sources (npm run build -w @skp/web again after changing a page).
import { spawn } from 'node:child_process';
import { checkNode, ensureBuilt, ensureInstalled, root } from './lib.mjs';

checkNode();
ensureInstalled();
ensureBuilt();
const children = [
  spawn('npm', ['run', 'dev', '-w', '@skp/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@skp/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

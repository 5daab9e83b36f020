// npm start: install if needed, build if needed, then serve (the server migrates and seeds).
import { join } from 'node:path';
import { checkNode, ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

checkNode();
ensureInstalled();
ensureBuilt();
run(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], {
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
});

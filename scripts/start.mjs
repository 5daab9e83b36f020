// npm start: install if needed, build if needed, then serve (the server migrates and seeds).
// `npm start -- --timings` prints how long each step took.
import { join } from 'node:path';
import { checkNode, ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const timings = process.argv.includes('--timings');
checkNode();
const install = ensureInstalled();
const build = ensureBuilt();
if (timings) {
  const seconds = (s) => (s ? `${s.toFixed(1)} s` : 'not needed');
  console.log(
    `timings before the server: install ${seconds(install)}, build ${seconds(build)}; ` +
      `${(performance.now() / 1000).toFixed(1)} s since this script started`,
  );
}
run(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/api/dist/server.js'), ...(timings ? ['--timings'] : [])],
  { env: { NODE_ENV: process.env.NODE_ENV ?? 'production' } },
);

// npm run bench:uploads: an editor's burst of large pictures and the server's memory (RSS).
// 24 uploads of one small PNG that is 39.7 megapixels when decoded (7300 x 5440, ~40 KB), 6 at a
// time, then 60 s of quiet; prints the server's RSS when idle, at its peak and each 10 s after.
// Options: --uploads=24 --parallel=6 --server=<path to another build's server.js>
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { parseArgs, printTable, startBenchServer } from './server.mjs';

const args = parseArgs();
const uploads = Number(args.uploads ?? 24);
const parallel = Number(args.parallel ?? 6);
const port = Number(args.port ?? 3393);
const email = 'bench-uploads@school.test';
const password = 'Bench-uploads-only-2026';

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const png = await sharp({
  create: { width: 7300, height: 5440, channels: 3, background: '#2a6f97' },
})
  .png({ compressionLevel: 9 })
  .toBuffer();

const server = await startBenchServer({
  port,
  env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, SEED_DEMO: 'false' },
  script: args.server ? resolve(args.server) : undefined,
});
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  await new Promise((r) => setTimeout(r, 3000));
  const idle = rssMb(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < uploads) {
        next++;
        const form = new FormData();
        form.append('file', new Blob([png], { type: 'image/png' }), 'big.png');
        const response = await fetch(`${server.url}/api/admin/uploads?folder=gallery`, {
          method: 'POST',
          headers: { cookie },
          body: form,
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = [];
  for (let i = 1; i <= 6; i++) {
    await new Promise((r) => setTimeout(r, 10_000));
    after.push(rssMb(server.pid).toFixed(0));
  }
  clearInterval(sampler);
  console.log(
    `\n${uploads} uploads of a ${(png.length / 1024).toFixed(0)} KB PNG of 39.7 megapixels, ${parallel} at a time`,
  );
  printTable([
    {
      answers: Object.entries(statuses)
        .map(([status, count]) => `${status}:${count}`)
        .join(' '),
      'burst s': seconds.toFixed(1),
      'idle RSS MB': idle.toFixed(0),
      'peak RSS MB': peak.toFixed(0),
      'peak over idle MB': (peak - idle).toFixed(0),
      'RSS MB 10..60 s after': after.join(' '),
      'over idle at 60 s MB': (Number(after.at(-1)) - idle).toFixed(0),
    },
  ]);
} finally {
  await server.stop();
}

// npm run bench:uploads: an editor's burst of large pictures and the server's memory (RSS).
// 24 uploads of one small PNG that is 39.7 megapixels when decoded (7300 x 5440, ~40 KB), 6 at a
// time, then 60 s of quiet; prints the server's RSS when idle, at its peak and each 10 s after.
// Then serves one of the uploaded pictures (a 640-wide WebP variant) 400 times, 8 at a time.
// Options: --uploads=24 --parallel=6 --server=<path to another build's server.js>
//   --storage=s3: the files in a bucket of an S3 protocol server started here (s3rver, on port+1).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const storage = args.storage === 's3' ? await startS3(port + 1) : { env: {}, stop: async () => {} };

/** An S3 protocol server (s3rver, files in a temporary folder) with an empty bucket, and the server's settings for it. */
async function startS3(s3Port) {
  const { default: S3rver } = await import('s3rver');
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const directory = mkdtempSync(join(tmpdir(), 'skp-bench-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: s3Port, silent: true, directory });
  await s3.run();
  const endpoint = `http://127.0.0.1:${s3Port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: 'bench' }));
  client.destroy();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'bench',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const server = await startBenchServer({
  port,
  env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, SEED_DEMO: 'false', ...storage.env },
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
  let picture;
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
        const answer = await response.json().catch(() => null);
        const variant = answer?.data?.upload?.media?.variants?.find(
          (v) => v.width === 640 && v.format === 'webp',
        );
        if (variant) picture = variant.url;
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
    `\n${uploads} uploads (${storage.env.STORAGE ?? 'local'} storage) of a ${(png.length / 1024).toFixed(0)} KB PNG of 39.7 megapixels, ${parallel} at a time`,
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
  if (picture) {
    const gets = 400;
    const latencies = [];
    let sent = 0;
    let failed = 0;
    const serving = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (sent < gets) {
          sent++;
          const began = performance.now();
          const response = await fetch(`${server.url}${picture}`);
          await response.arrayBuffer();
          if (response.status !== 200) failed++;
          latencies.push(performance.now() - began);
        }
      }),
    );
    const total = (performance.now() - serving) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    console.log(
      `\nServing ${picture} through the app (${storage.env.STORAGE ?? 'local'} storage), ${gets} GETs, 8 at a time`,
    );
    printTable([
      { 'not 200': failed, 'req/s': (gets / total).toFixed(0), 'median ms': at(0.5), 'p95 ms': at(0.95) },
    ]);
  }
} finally {
  await server.stop();
  await storage.stop();
}

// npm run bench:flood: one address floods the server while a parent's phone reads /about.
// The flooding client (64 keep-alive connections from 127.0.0.2) asks for distinct URLs for 20 s:
// first unknown paths (404 pages), then distinct searches (/notices?q=..., pages that must render);
// meanwhile another client (127.0.0.1) reads the cached /about one request after another.
// Prints that client's latencies, what the flood got back, and the server's memory (RSS).
// Options: --seconds=20 --connections=64 --server=<path to another build's server.js>
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, printTable, startBenchServer } from './server.mjs';

const args = parseArgs();
const seconds = Number(args.seconds ?? 20);
const connections = Number(args.connections ?? 64);
const port = Number(args.port ?? 3392);

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

function get(agent, path, headers = {}) {
  return new Promise((resolveGet, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolveGet(response.statusCode));
      },
    );
    request.on('error', reject);
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function phase(server, name, nextPath) {
  const reader = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.1' });
  const flooder = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: '127.0.0.2' });
  for (let i = 0; i < 5; i++) await get(reader, '/about');
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 250);
  const end = Date.now() + seconds * 1000;
  const statuses = {};
  let flooded = 0;
  let counter = 0;
  const floods = Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const status = await get(flooder, nextPath(counter++)).catch(() => 'error');
      statuses[status] = (statuses[status] ?? 0) + 1;
      flooded++;
    }
  });
  const latencies = [];
  const reads = (async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const status = await get(reader, '/about');
      if (status !== 200) throw new Error(`/about answered ${status}`);
      latencies.push(performance.now() - started);
    }
  })();
  await Promise.all([...floods, reads]);
  clearInterval(sampler);
  reader.destroy();
  flooder.destroy();
  await new Promise((r) => setTimeout(r, 2000));
  latencies.sort((a, b) => a - b);
  return {
    flood: name,
    'reads of /about': latencies.length,
    'median ms': percentile(latencies, 50).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    'max ms': latencies.at(-1).toFixed(1),
    'reads > 200 ms': latencies.filter((ms) => ms > 200).length,
    'flood req/s': Math.round(flooded / seconds),
    'flood answers': Object.entries(statuses)
      .map(([status, count]) => `${status}:${count}`)
      .join(' '),
    'RSS MB before/peak/after': `${before.toFixed(0)}/${peak.toFixed(0)}/${rssMb(server.pid).toFixed(0)}`,
  };
}

const server = await startBenchServer({
  port,
  script: args.server ? resolve(args.server) : undefined,
});
try {
  const rows = [];
  rows.push(await phase(server, 'unknown paths', (n) => `/no-such-page-${n}`));
  rows.push(await phase(server, 'distinct searches', (n) => `/notices?search=term${n}`));
  console.log(
    `\n${connections} connections from 127.0.0.2 for ${seconds} s each; /about read from 127.0.0.1\n`,
  );
  printTable(rows);
} finally {
  await server.stop();
}

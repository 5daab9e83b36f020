// nginx and wrk from Debian for the benchmarks: nginx serves given bytes as static files on loopback
// with a config in a temporary folder (never the system one); wrk reports its figures as JSON.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** wrk and nginx are Debian packages; installed here when running as root, else the command is printed. */
export function ensureWrkAndNginx() {
  const missing = ['wrk', 'nginx'].filter((command) => !onPath(command) && !onPath(`/usr/sbin/${command}`));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`This benchmark needs ${missing.join(' and ')}: sudo apt-get install -y wrk nginx`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} (apt-get)...`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wrk', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const nginxBinary = () => (onPath('nginx') ? 'nginx' : '/usr/sbin/nginx');

/**
 * Starts nginx on 127.0.0.1:port serving `files` ({ name: bytes }) from a temporary root, one worker
 * per core, no access log. It stops on stop(), when this process exits, and at the latest after
 * `maxSeconds` (it runs under coreutils' timeout).
 */
export async function startNginx({ port, files, contentType = 'application/json', maxSeconds = 900 }) {
  const dir = mkdtempSync(join(tmpdir(), 'skp-bench-nginx-'));
  const www = join(dir, 'www');
  mkdirSync(www);
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(www, name), bytes);
  // nginx's workers drop root for `nobody`, who must be able to read the files.
  chmodSync(dir, 0o755);
  chmodSync(www, 0o755);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${www};
    default_type ${contentType};
    etag on;
  }
}
`,
  );
  const child = spawn('timeout', ['-k', '5', String(maxSeconds), nginxBinary(), '-c', conf, '-p', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const url = `http://127.0.0.1:${port}`;
  const name = Object.keys(files)[0];
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/${name}`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || attempt > 100) {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const REPORT_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRKJSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"meanUs":%.1f,"stdevUs":%.1f,"maxUs":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"p999Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency.stdev, latency.max, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency:percentile(99.9)))
end
`;

/**
 * One wrk run; returns req/s and latency figures (ms). `timeout` is wrk's per-request time-out in
 * seconds: a request still unanswered then counts as a time-out.
 */
export function runWrk({ url, connections = 50, seconds = 10, threads = 2, timeout = 10, headers = [] }) {
  const dir = mkdtempSync(join(tmpdir(), 'skp-bench-wrk-'));
  const script = join(dir, 'report.lua');
  writeFileSync(script, REPORT_SCRIPT);
  try {
    const args = [
      `-t${Math.min(threads, connections)}`,
      `-c${connections}`,
      `-d${seconds}s`,
      `--timeout`,
      `${timeout}s`,
      '-s',
      script,
      ...headers.flatMap((header) => ['-H', header]),
      url,
    ];
    // Many connections need many file descriptors: raise the soft limit for wrk as far as allowed.
    const result = spawnSync(
      'sh',
      ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec wrk "$@"', 'wrk', ...args],
      {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const line = result.stdout.split('\n').find((l) => l.startsWith('WRKJSON '));
    if (!line) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
    const raw = JSON.parse(line.slice('WRKJSON '.length));
    const ms = (us) => Math.round(us / 100) / 10;
    return {
      requests: raw.requests,
      rps: Math.round(raw.requests / (raw.durationUs / 1e6)),
      meanMs: ms(raw.meanUs),
      stdevMs: ms(raw.stdevUs),
      p50Ms: ms(raw.p50Us),
      p90Ms: ms(raw.p90Us),
      p99Ms: ms(raw.p99Us),
      p999Ms: ms(raw.p999Us),
      maxMs: ms(raw.maxUs),
      timeouts: raw.timeout,
      errors: raw.connect + raw.read + raw.write,
      non2xx: raw.status,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import cluster, { type Worker } from 'node:cluster';
import { loadConfig, type Config } from './config';
import { prepareDatabase, startServer } from './start';

function describeStartError(config: Config, error: unknown): string {
  const code = (error as { code?: string }).code;
  return code === 'EADDRINUSE'
    ? `Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`
    : `The server could not start: ${(error as Error).message}`;
}

/** One server process: listens until SIGTERM/SIGINT, then finishes in-flight requests. */
async function runServer(config: Config, prepared: boolean) {
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, { prepared, timings });
  } catch (error) {
    console.error(describeStartError(config, error));
    process.exit(1);
  }
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await server.stop();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Several processes on one PostgreSQL (WORKERS, default one per core): this primary migrates and
 * seeds once, then forks the workers, which share the port (node:cluster), replaces a worker that
 * dies, and on SIGTERM/SIGINT lets every worker finish its in-flight requests.
 */
async function runPrimary(config: Config) {
  try {
    await prepareDatabase(config, { timings });
  } catch (error) {
    console.error(describeStartError(config, error));
    process.exit(1);
  }
  let stopping = false;
  const recentExits: number[] = [];
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    recentExits.push(now);
    while (recentExits[0]! < now - 60_000) recentExits.shift();
    if (recentExits.length > config.workers * 3) {
      console.error('Server processes keep stopping (see the errors above); giving up.');
      process.exit(1);
    }
    console.error(
      `Server process ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another.`,
    );
    setTimeout(fork, 1000).unref();
  });
  for (let i = 0; i < config.workers; i++) fork();
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // An invalid setting (e.g. TRUST_PROXY=true) stops the start with the message alone.
  console.error((error as Error).message);
  process.exit(1);
}
const timings = process.argv.includes('--timings');
if (cluster.isPrimary && config.workers > 1) await runPrimary(config);
// A worker's primary has prepared the database.
else await runServer(config, cluster.isWorker);

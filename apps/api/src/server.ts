import { loadConfig } from './config';
import { startServer } from './start';

const config = loadConfig();
const server = await startServer(config);

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

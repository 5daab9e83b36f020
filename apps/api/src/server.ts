import { loadConfig } from './config';
import { startServer } from './start';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer(config);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`
      : `The server could not start: ${(error as Error).message}`,
  );
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

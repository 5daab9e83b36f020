import { startupWarnings, type Config } from './config';
import { buildApp, type App } from './app';
import { openDatabase, pgliteDir, type DatabaseHandle } from './db/client';
import { seedIfEmpty } from './seed/seed';
import { runningServerPid, writeServerLock } from './ops/server-lock';
import { createFirstAdmin } from './cli/first-admin';

export interface RunningServer {
  app: App;
  url: string;
  stop(): Promise<void>;
}

/**
 * Opens the database, migrates, seeds an empty one, and listens. With `prepared` (a worker of
 * several, whose primary ran prepareDatabase), it only opens the database and listens.
 */
export async function startServer(
  config: Config,
  options: { prepared?: boolean } = {},
): Promise<RunningServer> {
  const owner = config.databaseUrl ? undefined : runningServerPid(config.dataDir);
  if (owner !== undefined && owner !== process.pid) {
    throw new Error(
      `Another server (pid ${owner}) is using ${config.dataDir}; the embedded database has one owner.`,
    );
  }
  const releaseLock = config.databaseUrl ? () => {} : writeServerLock(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pglite: pgliteDir(config.dataDir) });
  const app = options.prepared ? await buildApp({ config, database }) : await prepare(config, database);
  // A deep accept queue: a burst of new connections waits there instead of being dropped and retried
  // by the client seconds later (the kernel caps it at net.core.somaxconn).
  const url = await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  if (!options.prepared) {
    app.log.info(
      `S.K.P. Vidya Vihar website on ${url} (database: ${database.kind}, data: ${config.dataDir})`,
    );
    for (const warning of startupWarnings(config)) app.log.warn(warning);
    app.log.info(app.services.enquiries.outbox.describe());
  }
  app.services.enquiries.outbox.start();
  return {
    app,
    url,
    async stop() {
      await app.close();
      await database.close();
      releaseLock();
    },
  };
}

/** Migrates, seeds an empty database and creates the first admin: once, before the workers start. */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pglite: pgliteDir(config.dataDir) });
  try {
    const app = await prepare(config, database);
    app.log.info(
      `S.K.P. Vidya Vihar website on http://${config.host}:${config.port} in ${config.workers} processes ` +
        `(database: ${database.kind}, data: ${config.dataDir})`,
    );
    for (const warning of startupWarnings(config)) app.log.warn(warning);
    app.log.info(app.services.enquiries.outbox.describe());
    await app.close();
  } finally {
    await database.close();
  }
}

async function prepare(config: Config, database: DatabaseHandle): Promise<App> {
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const seeded = await seedIfEmpty({ db: database.db, storage: app.storage, log: app.log });
    if (seeded) app.log.info('seeded demo content into the empty database');
  }
  if (config.admin.email && config.admin.password) {
    const created = await createFirstAdmin(app.services.users, config.admin.email, config.admin.password);
    if (created) app.log.info(`created the first admin account ${created.email} from ADMIN_EMAIL`);
  }
  return app;
}

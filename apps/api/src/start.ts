import type { Config } from './config';
import { buildApp, type App } from './app';
import { openDatabase, pgliteDir } from './db/client';
import { seedIfEmpty } from './seed/seed';
import { runningServerPid, writeServerLock } from './ops/server-lock';
import { createFirstAdmin } from './cli/first-admin';

export interface RunningServer {
  app: App;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds an empty one, and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const owner = config.databaseUrl ? undefined : runningServerPid(config.dataDir);
  if (owner !== undefined && owner !== process.pid) {
    throw new Error(
      `Another server (pid ${owner}) is using ${config.dataDir}; the embedded database has one owner.`,
    );
  }
  const releaseLock = config.databaseUrl ? () => {} : writeServerLock(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pglite: pgliteDir(config.dataDir) });
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
  const url = await app.listen({ port: config.port, host: config.host });
  app.log.info(`S.K.P. Vidya Vihar website on ${url} (database: ${database.kind}, data: ${config.dataDir})`);
  app.log.info(app.services.enquiries.outbox.describe());
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

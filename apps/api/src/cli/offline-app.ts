import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase, pgliteDir } from '../db/client';
import { writeServerLock } from '../ops/server-lock';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Runs a command's `work` on the app built without a server: the database migrated and, when it is
 * the embedded one, held by this command (a server started meanwhile refuses to open it); everything
 * closed and the lock let go afterwards, also when `work` throws. The caller first refuses if a
 * server already runs on the data folder (each command says so in its own words).
 */
export async function withOfflineApp<T>(config: Config, work: (app: App) => Promise<T>): Promise<T> {
  const releaseLock = config.databaseUrl ? () => {} : writeServerLock(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pglite: pgliteDir(config.dataDir),
    });
    try {
      await database.migrate();
      const app = await buildApp({ config, database, logger: false });
      try {
        return await work(app);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
}

import { loadConfig } from '../config';
import { openDatabase, pgliteDir } from '../db/client';
import { createStorages, emptyStorage } from '../lib/storage';
import { assertServerStopped } from '../ops/server-lock';
import { clearContent, seedDemoContent, seedIfEmpty } from '../seed/seed';

// npm run seed [-- --reset] [-- --timings]; npm start also runs it alongside a build (scripts/start.mjs).
const reset = process.argv.includes('--reset');
const timings = process.argv.includes('--timings');
const config = loadConfig();
if (!config.databaseUrl) assertServerStopped(config.dataDir);
const started = performance.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pglite: pgliteDir(config.dataDir) });
const log = { info: (message: string) => console.log(message) };
try {
  const opened = performance.now();
  await database.migrate();
  if (timings) {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `opened the database in ${seconds(opened - started)}, migrated in ${seconds(performance.now() - opened)}`,
    );
  }
  const storages = await createStorages(config);
  const { uploads: storage } = storages;
  if (reset) {
    await clearContent(database.db);
    await emptyStorage(storage);
    await seedDemoContent({ db: database.db, storage, log, timings });
    console.log('Demo content reset.');
  } else {
    const seeded = await seedIfEmpty({ db: database.db, storage, log, timings });
    console.log(
      seeded ? 'Demo content seeded.' : 'The database already has content; use --reset to replace it.',
    );
  }
  await storages.close();
} finally {
  await database.close();
}

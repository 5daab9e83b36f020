import { rm } from 'node:fs/promises';
import { loadConfig } from '../config';
import { openDatabase, pgliteDir } from '../db/client';
import { LocalFileStorage } from '../lib/file-storage';
import { clearContent, seedDemoContent, seedIfEmpty } from './seed';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pglite: pgliteDir(config.dataDir) });
const log = { info: (message: string) => console.log(message) };
try {
  await database.migrate();
  const storage = new LocalFileStorage(config.uploadsDir);
  if (reset) {
    await clearContent(database.db);
    await rm(config.uploadsDir, { recursive: true, force: true });
    await seedDemoContent({ db: database.db, storage, log });
    console.log('Demo content reset.');
  } else {
    const seeded = await seedIfEmpty({ db: database.db, storage, log });
    console.log(
      seeded ? 'Demo content seeded.' : 'The database already has content; use --reset to replace it.',
    );
  }
} finally {
  await database.close();
}

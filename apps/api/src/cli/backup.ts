import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, pgliteDir } from '../db/client';
import { assertServerStopped } from '../ops/server-lock';
import { restoreBackup, writeBackup } from '../ops/backup';
import { createStorages } from '../lib/storage';

// npm run backup [-- ARCHIVE]   |   npm run restore -- ARCHIVE
const [command, target] = process.argv.slice(2);
const config = loadConfig();
if (!config.databaseUrl) assertServerStopped(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pglite: pgliteDir(config.dataDir) });
// The configured storage (DATA_DIR or the bucket): a backup of one restores into the other.
const storages = await createStorages(config);
try {
  await database.migrate();
  if (command === 'backup') {
    const archive = resolve(target ?? `skp-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const { tables, rows } = await writeBackup(database.db, storages.uploads, archive, storages.private);
    console.log(
      `Backup written to ${archive} (${tables} tables, ${rows} rows, uploads and private files included).`,
    );
  } else if (command === 'restore' && target) {
    const { rows } = await restoreBackup(database.db, storages.uploads, resolve(target), storages.private);
    console.log(
      `Restored ${rows} rows and the uploads into ${config.databaseUrl ? 'the database' : config.dataDir}.`,
    );
  } else {
    console.error('Usage: npm run backup [-- ARCHIVE]  |  npm run restore -- ARCHIVE');
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await storages.close();
  await database.close();
}

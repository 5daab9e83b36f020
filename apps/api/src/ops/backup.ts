import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { isValidFileKey, type FileStorage } from '../lib/file-storage';
import { importMediaManifests, upgradeDumpMediaCopies } from './media-manifests';

const run = promisify(execFile);
export const BACKUP_FORMAT = 1;

/**
 * Tables are restored in this order so that foreign keys are satisfied (sessions need users, content
 * rows the uploads they show, the look-up log its transfer certificates).
 */
const FIRST_TABLES = ['users', 'media', 'transfer_certificates'];

export type DatabaseDump = Record<string, unknown[]>;

/** Kept by the database itself (a trigger per content table rewrites them as rows are loaded): never dumped. */
const DERIVED_TABLES = ['media_references'];

async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rows.map((row) => row.table_name);
  return [
    ...FIRST_TABLES.filter((t) => names.includes(t)),
    ...names.filter((t) => !FIRST_TABLES.includes(t) && !DERIVED_TABLES.includes(t)),
  ];
}

/** Every row of every table as JSON (works the same on PGlite and PostgreSQL). */
export async function dumpDatabase(db: Database): Promise<DatabaseDump> {
  const dump: DatabaseDump = {};
  for (const table of await tableNames(db)) {
    const [result] = await queryRows<{ rows: unknown[] }>(
      db,
      sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(table)} t`,
    );
    dump[table] = result?.rows ?? [];
  }
  return dump;
}

/** Loads a dump into a migrated, empty database in one transaction. */
export async function loadDatabase(db: Database, dump: DatabaseDump): Promise<void> {
  const tables = await tableNames(db);
  // A dump of a release whose content rows kept copies of their uploads' facts: rows name them by key.
  const withMediaKey = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'media_key'`,
  );
  upgradeDumpMediaCopies(
    dump as Record<string, Record<string, unknown>[]>,
    withMediaKey.map((row) => row.table_name),
  );
  await db.transaction(async (tx) => {
    for (const table of tables) {
      const rows = dump[table];
      if (!rows || rows.length === 0) continue;
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
      );
    }
  });
}

export async function countContentRows(db: Database): Promise<number> {
  let total = 0;
  for (const table of await tableNames(db)) {
    const [result] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    total += Number(result?.n ?? 0);
  }
  return total;
}

/** Copies every stored file into a folder, keyed as in storage (streamed: a video is never whole in memory). */
async function exportFiles(storage: FileStorage, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for await (const key of storage.list()) {
    const file = await storage.open(key);
    if (!file) continue; // removed while the backup ran
    await mkdir(dirname(join(folder, key)), { recursive: true });
    await pipeline(file.stream, createWriteStream(join(folder, key)));
  }
}

/** Stores every file of a folder written by exportFiles. */
async function importFiles(storage: FileStorage, folder: string): Promise<void> {
  if (!existsSync(folder)) return;
  for (const entry of await readdir(folder, { recursive: true })) {
    const key = entry.split(sep).join('/');
    if (isValidFileKey(key)) await storage.putStream(key, createReadStream(join(folder, entry)));
  }
}

async function isEmpty(storage: FileStorage): Promise<boolean> {
  for await (const _key of storage.list()) return false;
  return true;
}

/**
 * Writes one .tar.gz with database.json, manifest.json, uploads/ and private/ (the files no route
 * serves: transfer certificates' scans), from either storage (local disk or S3): a backup restores
 * into either.
 */
export async function writeBackup(
  db: Database,
  uploads: FileStorage,
  archive: string,
  privateFiles?: FileStorage,
): Promise<{ tables: number; rows: number }> {
  const work = await mkdtemp(join(tmpdir(), 'skp-backup-'));
  try {
    const dump = await dumpDatabase(db);
    await writeFile(join(work, 'database.json'), JSON.stringify(dump));
    const rows = Object.values(dump).reduce((sum, list) => sum + list.length, 0);
    await writeFile(
      join(work, 'manifest.json'),
      JSON.stringify({
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        tables: Object.keys(dump).length,
        rows,
      }),
    );
    await exportFiles(uploads, join(work, 'uploads'));
    if (privateFiles) await exportFiles(privateFiles, join(work, 'private'));
    await run('tar', ['-czf', archive, '-C', work, '.']);
    return { tables: Object.keys(dump).length, rows };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Restores an archive into a migrated, empty database and empty storage (uploads and private files). */
export async function restoreBackup(
  db: Database,
  uploads: FileStorage,
  archive: string,
  privateFiles?: FileStorage,
): Promise<{ rows: number }> {
  if ((await countContentRows(db)) > 0)
    throw new Error('The target database is not empty: restore needs an empty DATA_DIR/database.');
  if (!(await isEmpty(uploads))) throw new Error('The uploads storage is not empty.');
  const work = await mkdtemp(join(tmpdir(), 'skp-restore-'));
  try {
    await run('tar', ['-xzf', archive, '-C', work]);
    const manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as { format: number };
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`Unsupported backup format ${manifest.format}`);
    const dump = JSON.parse(await readFile(join(work, 'database.json'), 'utf8')) as DatabaseDump;
    const madeBeforeMediaTable = !('media' in dump);
    await loadDatabase(db, dump);
    await importFiles(uploads, join(work, 'uploads'));
    if (privateFiles) await importFiles(privateFiles, join(work, 'private'));
    // A backup made before the media table: the table came from the rows' copies (loadDatabase), the
    // rest from the files' manifests.
    if (madeBeforeMediaTable) await importMediaManifests(db, uploads, { force: true });
    return { rows: Object.values(dump).reduce((sum, list) => sum + list.length, 0) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

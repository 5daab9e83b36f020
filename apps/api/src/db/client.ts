import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createPglite } from './pglite-empty-cluster';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Where the committed SQL migrations are: next to this file in src, copied next to the bundle in dist. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The extensions the migrations use (pg_trgm: trigram indexes that serve the lists' ILIKE search).
 * Every PGlite that opens this database must be created with them.
 */
export const pgliteExtensions = { pg_trgm };

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory, or an existing PGlite instance made with pgliteExtensions (tests load a template into one). */
  pglite?: string | PGlite;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection must not crash the process; queries fail and the pool reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.pglite instanceof PGlite) {
    client = options.pglite;
  } else {
    const dir = options.pglite ?? 'memory://';
    if (dir.startsWith('memory://')) {
      client = await PGlite.create(dir, { extensions: pgliteExtensions });
    } else {
      mkdirSync(dir, { recursive: true });
      client = await createPglite(dir, { extensions: pgliteExtensions });
    }
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

import { AsyncLocalStorage } from 'node:async_hooks';
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
  /**
   * Runs `work` holding the start-up lock: on PostgreSQL a session advisory lock, so servers started
   * at once on one database (two machines, or every server restarted after an upgrade) migrate, seed
   * and make the first admin one after the other, the later ones finding it done. The embedded
   * database has one owner, so there it only runs `work`.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
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

interface OpenTransaction {
  tx: Database;
  open: boolean;
}
const currentTransaction = new AsyncLocalStorage<OpenTransaction>();

/**
 * The `db` every repository gets: inside a `db.transaction(work)` call, every query made through
 * it, by any repository, runs in that transaction (nested calls become savepoints). So a service
 * can make a write and its audit entry one transaction without passing a handle around. Work
 * that outlives its transaction (a timer started inside it) goes back to the plain connection.
 */
function joiningTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const store = currentTransaction.getStore();
      const current = store?.open ? store.tx : target;
      if (property === 'transaction') {
        return <T>(work: (tx: Database) => Promise<T>) =>
          current.transaction(async (tx) => {
            const scope: OpenTransaction = { tx: tx as unknown as Database, open: true };
            try {
              return await currentTransaction.run(scope, () => work(scope.tx));
            } finally {
              scope.open = false;
            }
          });
      }
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
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
    const db = joiningTransactions(drizzlePg({ client: pool, schema }) as unknown as Database);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
      exclusively: (work) => holdingStartLock(pool, work),
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
  const db = joiningTransactions(drizzlePglite({ client, schema }) as unknown as Database);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    exclusively: (work) => work(),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/** The advisory lock's key (a 32-bit hash of the name): the same in every server of this site. */
const START_LOCK = 'site start-up: migrate, seed, first admin';

/** `work` while this connection holds the start-up lock; a connection that dies lets go of it too. */
async function holdingStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  let broken = false;
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [START_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [START_LOCK]).catch(() => {
        broken = true;
      });
    }
  } finally {
    connection.release(broken);
  }
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

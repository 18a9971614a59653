import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { backupDirOf } from './backup-folder';
import { lockDataDir } from './data-dir-lock';
import { createPglite } from './pglite';
import * as schema from './schema';
import { unreadableDatabaseError } from './unreadable-database';

export type Schema = typeof schema;
/** One type for both drivers; a `Tx` is also a `Database`, so repositories take either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseKind = 'pglite' | 'postgres';
/**
 * A row lock a read may take until its transaction ends: `update` to change the row,
 * `key share` to refer to it (a new row's foreign key) while no one may delete it.
 */
export type RowLock = 'update' | 'key share';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Closes the connection(s) and releases the data-directory lock. Safe to call twice. */
  close(): Promise<void>;
  /**
   * PGlite only: a tarball of the data directory between two queries (crash-consistent). Queries
   * wait while it is read (about a second for a seeded database), not while it is compressed.
   */
  dumpDataDir?: () => Promise<Blob>;
};

export type OpenDatabaseOptions = {
  /** Home of the embedded database (`<dataDir>/pglite`) and its lock file. */
  dataDir: string;
  /** When set, PostgreSQL through a pool instead of PGlite. */
  databaseUrl?: string | null;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** PGlite's backups, named when its database cannot be opened (default `<dataDir>/backups`). */
  backupDir?: string;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const POOL_SIZE = 10;
// Any fixed number: serializes migrations when several API processes start at once.
const MIGRATION_LOCK_KEY = 7_261_443_301;

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export function pgliteLockPath(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrate);

  fs.mkdirSync(options.dataDir, { recursive: true });
  const lock = lockDataDir(options.dataDir, pgliteLockPath(options.dataDir));
  try {
    const pglite = await openPgliteDir(options);
    const handle = await openDatabaseFromPglite(pglite, { migrate });
    return {
      ...handle,
      close: once(async () => {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      }),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * PGlite on DATA_DIR's database, a new one when there is none yet (no folder, or an empty
 * one). A folder with files that PGlite cannot open is refused: without PG_VERSION, PGlite
 * would write a new, empty database over it.
 */
async function openPgliteDir({ dataDir, backupDir }: OpenDatabaseOptions): Promise<PGlite> {
  const databaseDir = pgliteDir(dataDir);
  const isNew = !fs.existsSync(databaseDir) || fs.readdirSync(databaseDir).length === 0;
  const unreadable = (reason: string) =>
    unreadableDatabaseError({
      dataDir,
      databaseDir,
      backupDir: backupDir ?? backupDirOf(dataDir),
      reason,
    });
  if (!isNew && !fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw await unreadable('PG_VERSION is missing');
  }
  try {
    return await createPglite({ dataDir: databaseDir });
  } catch (error) {
    if (isNew) throw error;
    throw await unreadable(`PGlite: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Wraps an already created PGlite (tests use in-memory copies of a template). */
export async function openDatabaseFromPglite(
  pglite: PGlite,
  { migrate = false }: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client: pglite, schema });
  try {
    if (migrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    close: once(() => pglite.close()),
    dumpDataDir: async () => {
      // Writes the changes kept in memory to the data files: a restore then replays little
      // write-ahead log, and the log's older files can be reused. The dump waits for the
      // query running, not for a transaction open between its statements: the files are then
      // as a crash would leave them, and a restore rolls that transaction back.
      await pglite.exec('checkpoint');
      return pglite.dumpDataDir('none');
    },
  };
}

export async function openPostgres(databaseUrl: string, migrate = true): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // A lost connection (a restart, a failover, a killed session) fails the query it was
  // running, and that failure is answered and logged as the request's. The same error is
  // then also emitted on the client and the pool, where unheard it would crash the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    if (migrate) await migrateWithLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    close: once(() => pool.end()),
  };
}

async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Session-level advisory lock on one connection; the migrator runs on that connection.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Runs `work` in `db`'s transaction when `db` already is one, else in a new one. No
 * savepoint (two round trips) for a caller that lets a failure end its whole transaction.
 */
export async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as Tx) : db.transaction(work);
}

/**
 * Rows of a raw `db.execute(sql…)`: `Database` hides which driver answered, so its result
 * is typed `unknown`; both drivers put the rows in `.rows`. Callers still parse each row.
 */
export async function queryRows(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result) {
    if (Array.isArray(result.rows)) return result.rows as Record<string, unknown>[];
  }
  throw new Error('The database driver answered without rows.');
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}

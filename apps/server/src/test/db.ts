import fs from 'node:fs';
import { createPglite } from '../db/pglite';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  openDatabaseFromPglite,
  openPostgres,
  pgliteDir,
  queryRows,
  type DatabaseHandle,
  type DatabaseKind,
} from '../db/client';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './postgres-admin';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database of its own: an in-memory PGlite loaded from the run's
 * template, or a copy of the PostgreSQL template that `close()` drops again.
 */
export async function createTestDatabase(kind: DatabaseKind = 'pglite'): Promise<DatabaseHandle> {
  return kind === 'pglite' ? createPgliteDatabase() : createPostgresDatabase();
}

/**
 * Runs `suite` once per database kind, each run on its own fresh database made before
 * its tests and removed after them. `getDatabase()` is valid inside tests and hooks.
 */
export function describeEachDatabase(
  name: string,
  suite: (getDatabase: () => DatabaseHandle, kind: DatabaseKind) => void,
): void {
  describeEachKind(
    name,
    { create: createTestDatabase, remove: (database) => database.close() },
    suite,
  );
}

export type PerKindOptions<T> = {
  /** Makes the suite's resource for `kind` before its tests. */
  create: (kind: DatabaseKind) => Promise<T>;
  /** Removes it after them. */
  remove: (resource: T) => Promise<void>;
  /** PGlite and, with TEST_DATABASE_URL, PostgreSQL by default. */
  kinds?: DatabaseKind[];
  /** False reports every kind's suite as skipped. */
  runIf?: boolean;
  /** Each test's timeout, when the project's default is too short. */
  timeout?: number;
};

/**
 * Runs `suite` once per kind of `kinds`, each on its own resource (a database, a served
 * database) made before its tests and removed after them; the getter is valid inside tests
 * and hooks. A kind this run has no database for is reported as skipped.
 */
export function describeEachKind<T>(
  name: string,
  { create, remove, kinds = testDatabaseKinds(), runIf = true, timeout }: PerKindOptions<T>,
  suite: (getResource: () => T, kind: DatabaseKind) => void,
): void {
  for (const kind of kinds) {
    const runs = runIf && testDatabaseKinds().includes(kind);
    (runs ? describe : describe.skip)(`${name} [${kind}]`, { timeout }, () => {
      let resource: T | undefined;
      beforeAll(async () => {
        resource = await create(kind);
      });
      afterAll(async () => {
        if (resource !== undefined) await remove(resource);
      });
      suite(() => {
        if (resource === undefined) throw new Error(`${name}: only inside tests and hooks.`);
        return resource;
      }, kind);
    });
  }
}

// Read once per worker; every PGlite of that worker loads from the same bytes.
let pgliteTemplate: Blob | undefined;

function migratedPgliteTemplate(): Blob {
  pgliteTemplate ??= new Blob([fs.readFileSync(inject('pgliteTemplateFile'))]);
  return pgliteTemplate;
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  return openDatabaseFromPglite(await createPglite({ loadDataDir: migratedPgliteTemplate() }));
}

/**
 * A new data directory as `openDatabase({ dataDir })` leaves one, copied from the run's
 * template: creating and migrating one on disk costs seconds more.
 */
export async function createPgliteDataDir(dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await createPglite({
    dataDir: pgliteDir(dataDir),
    loadDataDir: migratedPgliteTemplate(),
  });
  await pglite.close();
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) {
    throw new Error('PostgreSQL tests need TEST_DATABASE_URL set when vitest starts.');
  }
  const name = uniqueDatabaseName('t');
  await createDatabase(serverUrl, name, template);
  let handle: DatabaseHandle;
  try {
    handle = await openPostgres(databaseUrl(serverUrl, name), false);
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * Another connection pool on the same PostgreSQL test database, as a second server process
 * has: for tests of what two processes (or two transactions) do side by side.
 */
export async function openAnotherPool(database: DatabaseHandle): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || database.kind !== 'postgres') {
    throw new Error('A second pool needs the PostgreSQL test database (TEST_DATABASE_URL).');
  }
  const [row] = await queryRows(database.db, sql`select current_database() as name`);
  return openPostgres(databaseUrl(serverUrl, String(row?.name)), false);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, openPostgres, type DatabaseHandle, type DatabaseKind } from '../db/client';
import { restorePglite } from '../db/backup';
import { describeEachKind } from './db';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './postgres-admin';
import {
  SERVER_PROCESS_TIMEOUT_MS,
  startPgliteServer,
  startServer,
  type ServerProcess,
} from './server-process';

/**
 * A migrated database that real server processes run on: a PGlite data directory of its
 * own, or a PostgreSQL database copied from the run's template. `open()` connects the test
 * itself (on PGlite only while no server holds the directory).
 */
export type ServedDatabase = {
  kind: DatabaseKind;
  /** PGlite's data directory; undefined on PostgreSQL. */
  dataDir: string | undefined;
  /** PostgreSQL's connection URL; undefined on PGlite. */
  url: string | undefined;
  start(env?: Record<string, string>): Promise<ServerProcess>;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
};

export async function createServedDatabase(kind: DatabaseKind): Promise<ServedDatabase> {
  return kind === 'pglite' ? servedPglite() : servedPostgres();
}

/**
 * Runs `suite` once per database kind, each on a served database made before its tests
 * and removed after them. `getDatabase()` is valid inside tests and hooks. A kind this run
 * has no database for (PostgreSQL without TEST_DATABASE_URL), or every kind when `runIf`
 * is false, is reported as skipped. Its tests have the time of tests that start servers; a
 * hook that starts one passes SERVER_PROCESS_TIMEOUT_MS itself.
 */
export function describeEachServedDatabase(
  name: string,
  suite: (getDatabase: () => ServedDatabase, kind: DatabaseKind) => void,
  {
    kinds = ['pglite', 'postgres'],
    runIf = true,
  }: { kinds?: DatabaseKind[]; runIf?: boolean } = {},
): void {
  describeEachKind(
    name,
    {
      create: createServedDatabase,
      remove: (database) => database.remove(),
      kinds,
      runIf,
      timeout: SERVER_PROCESS_TIMEOUT_MS,
    },
    suite,
  );
}

async function servedPglite(): Promise<ServedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-served-'));
  // The run's migrated template, loaded the way `npm run restore` loads a backup.
  await restorePglite(dataDir, inject('pgliteTemplateFile'));
  return {
    kind: 'pglite',
    dataDir,
    url: undefined,
    start: (env) => startPgliteServer(dataDir, env),
    open: () => openDatabase({ dataDir, migrate: false }),
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function servedPostgres(): Promise<ServedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL.');
  const name = uniqueDatabaseName('t');
  await createDatabase(serverUrl, name, template);
  const url = databaseUrl(serverUrl, name);
  return {
    kind: 'postgres',
    dataDir: undefined,
    url,
    start: (env) => startServer(name, env),
    open: () => openPostgres(url, false),
    remove: () => dropDatabase(serverUrl, name),
  };
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createPglite } from './pglite';
import { backupDirOf, writeGzipDurably } from './backup-folder';
import { backupFromServer } from './backup-request';
import {
  openDatabase,
  pgliteDir,
  pgliteLockPath,
  type DatabaseHandle,
  type DatabaseKind,
} from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

// Backups of either database (product §10 "Durability"), used by `npm run backup` and
// `npm run restore`. PGlite dumps are gzip tarballs of its data directory; PostgreSQL
// dumps are pg_dump's custom format.

/** `backups/khatabill-2026-01-31T09-30-00.tar.gz`: no colons, valid on every file system. */
export function defaultBackupFile(kind: DatabaseKind, now = new Date()): string {
  return path.join(
    'backups',
    `khatabill-${fileStamp(now)}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`,
  );
}

/**
 * Writes a backup of DATA_DIR's database to `file`: dumped here when no process holds it,
 * else asked of the server that does, which writes it into its folder (`backupDir`).
 */
export async function backupPglite(
  dataDir: string,
  file: string,
  backupDir = backupDirOf(dataDir),
): Promise<void> {
  if (!fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new Error(`There is no database in ${path.resolve(dataDir)} to back up.`);
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ dataDir, migrate: false, backupDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || error.ownerPid === null) throw error;
    return backupFromServer({ dataDir, backupDir, serverPid: error.ownerPid }, file);
  }
  try {
    if (database.dumpDataDir) await writeGzipDurably(file, await database.dumpDataDir());
  } finally {
    await database.close();
  }
}

/**
 * Replaces the embedded database with the dump in `file`. The current one is kept beside
 * it as `pglite.bak-<timestamp>` (returned), so a wrong restore can be undone by hand.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  assertBackupExists(file);
  const dump = new Blob([fs.readFileSync(file)]);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, pgliteLockPath(dataDir));
  try {
    const target = pgliteDir(dataDir);
    const kept = fs.existsSync(target) ? `${target}.bak-${fileStamp()}` : null;
    if (kept) fs.renameSync(target, kept);
    try {
      const pglite = await createPglite({ dataDir: target, loadDataDir: dump });
      try {
        // Fails here, not at the next start, when the file is not a PGlite dump.
        await pglite.query('select 1');
      } finally {
        await pglite.close();
      }
    } catch (error) {
      fs.rmSync(target, { recursive: true, force: true });
      if (kept) fs.renameSync(kept, target);
      throw error;
    }
    return kept;
  } finally {
    lock.release();
  }
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  assertBackupExists(file);
  // One transaction: a dump that fails halfway leaves the database as it was.
  await runTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      const missing = 'code' in error && error.code === 'ENOENT';
      reject(
        missing
          ? new Error(`${command} was not found: install the PostgreSQL client tools.`)
          : error,
      );
    });
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}

function assertBackupExists(file: string): void {
  if (!fs.existsSync(file)) throw new Error(`There is no backup file at ${path.resolve(file)}.`);
}

function fileStamp(now = new Date()): string {
  return now.toISOString().slice(0, 19).replaceAll(':', '-');
}

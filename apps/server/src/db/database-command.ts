import path from 'node:path';
import { backupDirOf } from './backup-folder';
import { DataDirLockedError } from './data-dir-lock';

export type DatabaseEnv = { dataDir: string; databaseUrl: string | undefined; backupDir: string };

/**
 * DATA_DIR (default ./data), DATABASE_URL and BACKUP_DIR (default DATA_DIR/backups) for the
 * database commands. Read here rather than with loadConfig so that migrate, backup and
 * restore need no other setting and create nothing in DATA_DIR. Empty values count as
 * unset, as in loadConfig.
 */
export function databaseEnv(env: NodeJS.ProcessEnv = process.env): DatabaseEnv {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    backupDir: backupDirOf(dataDir, env.BACKUP_DIR),
  };
}

/**
 * What a command says when the embedded database is in use, most likely by the running
 * server: PGlite opens in one process at a time, so the way out is to stop the server, not
 * another DATA_DIR (an empty database there would take the change).
 */
export function busyDatabaseMessage(error: DataDirLockedError): string {
  const owner = error.ownerPid === null ? '' : ` (pid ${error.ownerPid})`;
  return (
    `The database in ${error.dataDir} is in use by another KhataBill process${owner}, most ` +
    'likely the server: the embedded database opens in one process at a time. Stop the ' +
    'server first, then run this command again. (With DATABASE_URL, on PostgreSQL, ' +
    'commands run beside a running server.)'
  );
}

/** Runs a command line tool: prints its result, or the error's message and exit code 1. */
export function runDatabaseCommand(command: (env: DatabaseEnv) => Promise<string>): void {
  command(databaseEnv()).then(
    (message) => console.log(message),
    (error: unknown) => {
      if (error instanceof DataDirLockedError) console.error(busyDatabaseMessage(error));
      else console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}

import path from 'node:path';
import { listBackups } from './backup-folder';

/**
 * The embedded database's folder holds files PostgreSQL cannot open, as a power cut can leave
 * them (PGlite's file system never flushes them to the disk). The owner's to resolve, so its
 * message says how, without a stack trace; nothing opens an empty database in its place.
 */
export class UnreadableDatabaseError extends Error {
  override name = 'UnreadableDatabaseError';
}

/** The error for `databaseDir` (DATA_DIR's), naming the newest backup in `backupDir`. */
export async function unreadableDatabaseError({
  dataDir,
  databaseDir,
  backupDir,
  reason,
}: {
  dataDir: string;
  databaseDir: string;
  backupDir: string;
  reason: string;
}): Promise<UnreadableDatabaseError> {
  const [newest] = await listBackups(backupDir);
  const what =
    `The database in ${databaseDir} cannot be opened (${reason}): its files are damaged, as ` +
    'a power cut can leave them. It is left as it is, and no empty database is started in ' +
    'its place.';
  const next = newest
    ? `The newest backup is ${newest.file}. To restore it (the damaged folder is kept ` +
      `beside it), run:\n  ${restoreCommand(dataDir, newest.file)}`
    : `There is no backup in ${backupDir}. Restore one kept elsewhere with ` +
      `${restoreCommand(dataDir)}, or move ${databaseDir} aside to start an empty ` +
      'database.';
  return new UnreadableDatabaseError(`${what}\n${next}`);
}

/** The restore command, with DATA_DIR when the command's default (./data) is not it. */
function restoreCommand(dataDir: string, file?: string): string {
  const setting = dataDir === path.resolve('data') ? '' : `DATA_DIR=${shellWord(dataDir)} `;
  return `${setting}npm run restore -- ${file ? shellWord(file) : '<file>'}`;
}

function shellWord(text: string): string {
  return /^[\w./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

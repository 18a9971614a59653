import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyDurably, listBackups } from './backup-folder';
import { isErrno, processExists } from './data-dir-lock';

// How `npm run backup` gets a backup of an embedded database a running server holds: PGlite
// opens in one process only, so the command asks the server. It leaves a request file in
// DATA_DIR; the server, which looks for it every second, deletes it, writes a backup into its
// backup folder, and the command copies the first backup that began after its request. A
// file in DATA_DIR asks only what whoever may write there could do anyway, it carries no
// path or option, and asking a process that is not a KhataBill server does it no harm.

const REQUEST_FILE = 'backup-request';
export const REQUEST_POLL_MS = 1_000;
const TAKEN_WITHIN_MS = 30_000;
const WRITTEN_WITHIN_MS = 10 * 60_000;

/** The server's side: true (and the request gone) when a backup was asked for. */
export async function takeBackupRequest(dataDir: string): Promise<boolean> {
  try {
    await fs.promises.unlink(path.join(dataDir, REQUEST_FILE));
    return true;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return false;
    throw error;
  }
}

/**
 * The command's side: asks the server `serverPid` holding `dataDir` for a backup, and copies
 * it from `backupDir` (the server's) to `file` once written.
 */
export async function backupFromServer(
  { dataDir, backupDir, serverPid }: { dataDir: string; backupDir: string; serverPid: number },
  file: string,
): Promise<void> {
  const request = path.join(dataDir, REQUEST_FILE);
  const askedAt = Date.now();
  await fs.promises.writeFile(request, String(process.pid));
  try {
    const taken = await waitFor(TAKEN_WITHIN_MS, serverPid, async () => !fs.existsSync(request));
    if (!taken) {
      throw new Error(
        `The process holding ${dataDir} (pid ${serverPid}) did not take the backup request ` +
          `within ${TAKEN_WITHIN_MS / 1000} s: it may be a KhataBill server older than ` +
          'automatic backups. Stop it, then run this command again.',
      );
    }
    const written = await waitFor(WRITTEN_WITHIN_MS, serverPid, async () => {
      const [newest] = await listBackups(backupDir);
      return newest && newest.takenAt.getTime() >= askedAt ? newest.file : null;
    });
    if (!written) {
      throw new Error(
        `The server (pid ${serverPid}) took the backup request but wrote no backup into ` +
          `${backupDir} (it stopped, or its log says why). This command looks in BACKUP_DIR, ` +
          'else DATA_DIR/backups: run it with the settings the server has.',
      );
    }
    await copyDurably(written, file);
  } finally {
    await fs.promises.rm(request, { force: true });
  }
}

/** Polls `check` until it answers a value, `ms` pass, or process `pid` is gone. */
async function waitFor<T>(
  ms: number,
  pid: number,
  check: () => Promise<T | null | false | undefined>,
): Promise<T | null> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until || !processExists(pid)) return null;
    await sleep(REQUEST_POLL_MS / 4);
  }
}

import type { AppConfig } from '../config';
import { pruneBackups, writeBackup } from '../db/backup-folder';
import { REQUEST_POLL_MS, takeBackupRequest } from '../db/backup-request';
import type { DatabaseHandle } from '../db/client';
import type { Job } from './scheduler';

export type AutomaticBackups = {
  /** Writes a backup now, once any being written is done; answers its file. */
  write(): Promise<string>;
  /** For the scheduler: a backup every BACKUP_INTERVAL_MS, and one per `npm run backup`. */
  jobs: readonly Job[];
};

/**
 * The server's own backups of an embedded database (none on PostgreSQL, whose backups are
 * the operator's): PGlite's files are not flushed to the disk, so a power cut can damage
 * them, and these backups are what a restore brings back. One is written at a time, each
 * followed by pruning the folder; server.ts also writes one at shutdown.
 */
export function automaticBackupsOf(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'dataDir' | 'backupDir' | 'backupIntervalMs'>,
): AutomaticBackups | undefined {
  const { dumpDataDir } = database;
  if (!dumpDataDir) return undefined;
  let last: Promise<unknown> = Promise.resolve();
  const write = () => {
    const written = last.then(async () => {
      // Named by the moment the dump begins: `npm run backup` waits for one after its request.
      const takenAt = new Date();
      const file = await writeBackup(config.backupDir, await dumpDataDir(), takenAt);
      await pruneBackups(config.backupDir);
      return file;
    });
    last = written.catch(() => undefined);
    return written;
  };
  return {
    write,
    jobs: [
      { name: 'backup', everyMs: config.backupIntervalMs, run: write },
      {
        name: 'backup requests',
        everyMs: REQUEST_POLL_MS,
        run: async () => (await takeBackupRequest(config.dataDir)) && write(),
      },
    ],
  };
}

import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { isErrno } from './data-dir-lock';

// The folder of the embedded database's automatic backups: gzip tarballs named by the
// moment their dump began, written so that a power cut leaves each whole or absent, and
// pruned to the last KEEP_NEWEST plus the newest of each of the last KEEP_DAYS days.

const KEEP_NEWEST = 24;
const KEEP_DAYS = 7;
const PARTIAL = '.partial';
// khatabill-2026-01-31T09-30-00-123Z.tar.gz: the UTC time, sortable, no colons.
const NAME = /^khatabill-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export type Backup = { file: string; takenAt: Date };

/** BACKUP_DIR, else `<dataDir>/backups`: beside the database, outside the folder PGlite owns. */
export function backupDirOf(dataDir: string, configured?: string): string {
  return path.resolve(configured || path.join(dataDir, 'backups'));
}

export function backupFileName(takenAt: Date): string {
  return `khatabill-${takenAt.toISOString().replaceAll(':', '-').replace('.', '-')}.tar.gz`;
}

/** The folder's backups, newest first (other files, half-written ones included, are not). */
export async function listBackups(dir: string): Promise<Backup[]> {
  const names = await fs.promises.readdir(dir).catch((error: unknown) => {
    if (isErrno(error, 'ENOENT')) return [];
    throw error;
  });
  return names
    .flatMap((name) => {
      const parts = NAME.exec(name);
      if (!parts) return [];
      const [, day, hours, minutes, seconds, ms] = parts;
      const takenAt = new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`);
      return [{ file: path.join(dir, name), takenAt }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Writes `tar`, a dump taken at `takenAt`, into the folder gzipped; answers its file. */
export async function writeBackup(dir: string, tar: Blob, takenAt: Date): Promise<string> {
  const file = path.join(dir, backupFileName(takenAt));
  await writeGzipDurably(file, tar);
  return file;
}

/**
 * `tar` gzipped into `file`, so that a power cut leaves the whole file or none: written to a
 * temporary file beside it, flushed to the disk, renamed over `file`, and the folder flushed
 * so that the rename is on the disk too. The fastest gzip level: a backup of a seeded shop
 * is a tenth larger and takes half the processor time of the default level.
 */
export function writeGzipDurably(file: string, tar: Blob): Promise<void> {
  return writeDurably(file, (handle) =>
    pipeline(
      Readable.fromWeb(tar.stream()),
      zlib.createGzip({ level: zlib.constants.Z_BEST_SPEED }),
      writeTo(handle),
    ),
  );
}

/** `source`'s bytes into `file`, as writeGzipDurably writes. */
export function copyDurably(source: string, file: string): Promise<void> {
  return writeDurably(file, (handle) => pipeline(fs.createReadStream(source), writeTo(handle)));
}

async function writeDurably(
  file: string,
  write: (handle: FileHandle) => Promise<void>,
): Promise<void> {
  const partial = `${file}${PARTIAL}`;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  try {
    const handle = await fs.promises.open(partial, 'w');
    try {
      await write(handle);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(partial, file);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  await syncFolder(path.dirname(file));
}

function writeTo(handle: FileHandle) {
  return async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) await handle.write(chunk);
  };
}

async function syncFolder(dir: string): Promise<void> {
  // Windows cannot open a folder to flush it; NTFS journals the rename itself.
  if (process.platform === 'win32') return;
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The backups a folder keeps (`backups` newest first): the KEEP_NEWEST newest (a day of
 * hourly ones), and the newest of each of the KEEP_DAYS latest days (UTC; in India a day's
 * last backup is then the one before 05:30, after the shop closed).
 */
export function backupsToKeep(backups: readonly Backup[]): Set<string> {
  const keep = new Set(backups.slice(0, KEEP_NEWEST).map((backup) => backup.file));
  const days = new Set<string>();
  for (const backup of backups) {
    const day = backup.takenAt.toISOString().slice(0, 10);
    if (days.has(day)) continue;
    if (days.size === KEEP_DAYS) break;
    days.add(day);
    keep.add(backup.file);
  }
  return keep;
}

/**
 * Deletes the backups backupsToKeep lets go, and any half-written file (a write cut short:
 * one process writes into the folder, and calls this between its writes).
 */
export async function pruneBackups(dir: string): Promise<void> {
  const keep = backupsToKeep(await listBackups(dir));
  const names = await fs.promises.readdir(dir);
  const doomed = names
    .map((name) => path.join(dir, name))
    .filter(
      (file) => file.endsWith(PARTIAL) || (NAME.test(path.basename(file)) && !keep.has(file)),
    );
  await Promise.all(doomed.map((file) => fs.promises.rm(file, { force: true })));
}

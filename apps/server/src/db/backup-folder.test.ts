import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  backupFileName,
  backupsToKeep,
  copyDurably,
  listBackups,
  pruneBackups,
  writeBackup,
  type Backup,
} from './backup-folder';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-backup-folder-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

let folders = 0;
function emptyFolder(): string {
  folders += 1;
  const dir = path.join(root, `folder-${folders}`);
  fs.mkdirSync(dir);
  return dir;
}

const HOUR_MS = 60 * 60_000;

/** Hourly backups (names only) from `first` until `last`, newest first. */
function hourly(first: string, last: string): Backup[] {
  const backups: Backup[] = [];
  for (let time = Date.parse(last); time >= Date.parse(first); time -= HOUR_MS) {
    const takenAt = new Date(time);
    backups.push({ file: backupFileName(takenAt), takenAt });
  }
  return backups;
}

describe('which backups a folder keeps', () => {
  it('keeps the newest 24, and the newest of each of the 7 latest days', () => {
    const backups = hourly('2026-03-01T00:00:00Z', '2026-03-10T14:00:00Z');

    // The 24 newest hold the 10th's and the 9th's last: five days more are kept.
    expect([...backupsToKeep(backups)]).toEqual([
      ...hourly('2026-03-09T15:00:00Z', '2026-03-10T14:00:00Z').map((backup) => backup.file),
      ...['08', '07', '06', '05', '04'].map((day) =>
        backupFileName(new Date(`2026-03-${day}T23:00:00Z`)),
      ),
    ]);
  });

  it('counts the days it has backups of, however long ago the server ran before', () => {
    const recent = hourly('2026-03-09T00:00:00Z', '2026-03-10T14:00:00Z');
    const old = hourly('2026-02-01T09:00:00Z', '2026-02-01T10:00:00Z').concat(
      hourly('2025-12-25T09:00:00Z', '2025-12-25T09:00:00Z'),
    );

    expect([...backupsToKeep([...recent, ...old])]).toEqual([
      ...recent.slice(0, 24).map((backup) => backup.file),
      backupFileName(new Date('2026-02-01T10:00:00Z')),
      backupFileName(new Date('2025-12-25T09:00:00Z')),
    ]);
  });
});

describe('the backup folder', () => {
  it('writes each backup to a temporary file, flushed to the disk, then renamed, then flushes the folder', async () => {
    const dir = emptyFolder();
    const takenAt = new Date('2026-03-10T09:30:00.123Z');
    const steps: string[] = [];
    const name = (file: string) => path.relative(dir, file) || '<folder>';
    const open = fs.promises.open;
    vi.spyOn(fs.promises, 'open').mockImplementation(async (file, flags) => {
      const handle: FileHandle = await open(file, flags);
      const sync = handle.sync.bind(handle);
      vi.spyOn(handle, 'sync').mockImplementation(async () => {
        steps.push(`flush ${name(String(file))}`);
        await sync();
      });
      return handle;
    });
    const rename = fs.promises.rename;
    vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      steps.push(`rename ${name(String(from))} → ${name(String(to))}`);
      await rename(from, to);
    });

    const file = await writeBackup(dir, new Blob(['a tarball']), takenAt);

    const final = 'khatabill-2026-03-10T09-30-00-123Z.tar.gz';
    expect(file).toBe(path.join(dir, final));
    expect(steps).toEqual([
      `flush ${final}.partial`,
      `rename ${final}.partial → ${final}`,
      'flush <folder>',
    ]);
    expect(zlib.gunzipSync(fs.readFileSync(file)).toString()).toBe('a tarball');
    expect(await listBackups(dir)).toEqual([{ file, takenAt }]);
  });

  it('leaves no file when a write fails', async () => {
    const dir = emptyFolder();
    await expect(copyDurably(path.join(dir, 'missing'), path.join(dir, 'copy'))).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('deletes the backups it does not keep and half-written ones, and nothing else', async () => {
    const dir = emptyFolder();
    const backups = hourly('2026-03-01T00:00:00Z', '2026-03-10T14:00:00Z');
    for (const backup of backups) fs.writeFileSync(path.join(dir, backup.file), '');
    const others = ['khatabill-2026-03-10T15-00-00.tar.gz', 'notes.txt'];
    for (const other of others) fs.writeFileSync(path.join(dir, other), '');
    fs.writeFileSync(path.join(dir, `${backupFileName(new Date())}.partial`), '');

    await pruneBackups(dir);

    expect(fs.readdirSync(dir).sort()).toEqual([...backupsToKeep(backups), ...others].sort());
  });
});

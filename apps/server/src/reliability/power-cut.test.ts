import type { AuthResult, BillDto, BillSaveResult } from '@khatabill/domain';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { restorePglite } from '../db/backup';
import { backupFileName, backupsToKeep, listBackups, type Backup } from '../db/backup-folder';
import { openDatabase, pgliteDir } from '../db/client';
import { billCountOf, billPayload } from '../test/bills';
import { filesUnder } from '../test/files';
import { httpApi, inParallel, type HttpApi } from '../test/http-api';
import { createServedDatabase, type ServedDatabase } from '../test/served-database';
import {
  runRefusedServer,
  SERVER_PROCESS_TIMEOUT_MS,
  type ServerProcess,
} from '../test/server-process';

// PGlite's files are never flushed to the disk, so a power cut can lose the last writes or
// damage them. The running server backs its database up by itself while bills are saved,
// gives `npm run backup` a backup, and refuses a damaged database at start with the command
// that restores the newest backup, which brings back every bill that backup had.
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const run = promisify(execFile);
const PARALLEL = 4;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
// Waits for a condition: a backup's flush alone took seconds on a busy 2-core machine.
const WAIT = { timeout: 150_000, interval: 100 };

describe('The embedded database and a power cut', { timeout: SERVER_PROCESS_TIMEOUT_MS }, () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-power-cut-'));
  let served: ServedDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
    await served?.remove();
    server = undefined;
    served = undefined;
  });
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  /** A server on a database of its own, on the embedded database; answers its folders. */
  async function startServer(env: Record<string, string> = {}) {
    served = await createServedDatabase('pglite');
    const dataDir = served.dataDir ?? '';
    server = await served.start(env);
    const api = httpApi(server.url);
    return { dataDir, backupDir: path.join(dataDir, 'backups'), api, shop: await api.signup() };
  }

  it('is backed up by the running server while bills are saved, keeping the last 24 and 7 days', async () => {
    const backupDir = path.join(workDir, 'rotated');
    // Ten days of hourly backups from before, up to two days ago (names only).
    const earlier = hourlyBackups(backupDir, Date.now() - 12 * DAY_MS, Date.now() - 2 * DAY_MS);
    const { api, shop } = await startServer({ BACKUP_DIR: backupDir, BACKUP_INTERVAL_MS: '200' });

    const savingFrom = Date.now();
    const saves = await whileSaving(api, shop, () =>
      vi.waitFor(async () => {
        expect((await backupsSince(backupDir, savingFrom)).length).toBeGreaterThanOrEqual(2);
      }, WAIT),
    );
    await server?.stop();
    server = undefined;

    const folder = await listBackups(backupDir);
    const earlierFiles = new Set(earlier.map((backup) => backup.file));
    const written = folder.filter((backup) => !earlierFiles.has(backup.file));
    expect(saves).toBeGreaterThan(0);
    expect(new Set(folder.map((backup) => backup.file))).toEqual(
      backupsToKeep([...written, ...earlier]),
    );
    expect(folder.length).toBeLessThan(written.length + earlier.length);
  });

  it('gives `npm run backup` a backup from the running server while bills are saved, and backs up at shutdown', async () => {
    const { dataDir, backupDir, api, shop } = await startServer();
    await inParallel(10, PARALLEL, async () => {
      await saveBill(api, shop);
    });

    const file = path.join(workDir, 'by-command.tar.gz');
    let command: { stdout: string } | undefined;
    const savedMeanwhile = await whileSaving(api, shop, async () => {
      command = await run('npm', ['run', '--silent', 'backup', '--', file], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    });

    expect(command?.stdout).toBe(`Backup written to ${file}.\n`);
    expect(savedMeanwhile).toBeGreaterThan(0);
    const savesEnded = Date.now();
    await server?.stop();
    server = undefined;
    expect(await backupsSince(backupDir, savesEnded)).toHaveLength(1);
    const copy = path.join(workDir, 'restored-copy');
    await restorePglite(copy, file);
    const database = await openDatabase({ dataDir: copy, migrate: false });
    try {
      expect(await billCountOf(database.db, shop.user._id)).toBeGreaterThanOrEqual(10);
    } finally {
      await database.close();
    }
  });

  it('refuses a damaged database at start, naming the backup whose restore brings back every bill', async () => {
    const { dataDir, backupDir, api, shop } = await startServer({ BACKUP_INTERVAL_MS: '500' });
    const bills: BillDto[] = [];
    await inParallel(20, PARALLEL, async () => {
      bills.push(await saveBill(api, shop));
    });
    const savedAt = Date.now();
    await vi.waitFor(
      async () => expect(await backupsSince(backupDir, savedAt)).not.toEqual([]),
      WAIT,
    );

    // The power cut: no shutdown (and no backup at it), and a control file left as zeros.
    await server?.kill();
    server = undefined;
    const database = pgliteDir(dataDir);
    fs.writeFileSync(path.join(database, 'global', 'pg_control'), Buffer.alloc(8192));
    // PostgreSQL's pid file of the killed process may go; the data must stay as it was.
    const dataFiles = () => {
      const files = filesUnder(database);
      delete files['postmaster.pid'];
      return files;
    };
    const damaged = dataFiles();

    const refused = await runRefusedServer({ DATA_DIR: dataDir });
    const [newest] = await listBackups(backupDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The database in ${database} cannot be opened`);
    expect(refused.output).toContain(`The newest backup is ${newest?.file}.`);
    expect(dataFiles()).toEqual(damaged);

    const restore = /^ {2}(.*npm run restore -- .*)$/m.exec(refused.output)?.[1] ?? '';
    expect(restore).toBe(`DATA_DIR=${dataDir} npm run restore -- ${newest?.file}`);
    await run('sh', ['-c', restore], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '' } });

    server = await served?.start();
    const restored = httpApi(server?.url ?? '');
    await inParallel(bills.length, PARALLEL, async (index) => {
      const bill = bills[index];
      const answer = await restored.expectStatus(200, `/api/bills/${bill?._id}`, {
        token: shop.token,
      });
      expect(answer).toEqual({ data: bill });
    });
  });
});

async function saveBill(api: HttpApi, shop: AuthResult): Promise<BillDto> {
  const answer = await api.expectStatus<BillSaveResult>(201, '/api/bills', {
    method: 'POST',
    token: shop.token,
    body: billPayload(),
  });
  return answer.data;
}

/** Saves bills, PARALLEL at a time, until `work` is done; answers how many. */
async function whileSaving(
  api: HttpApi,
  shop: AuthResult,
  work: () => Promise<void>,
): Promise<number> {
  let saving = true;
  let saves = 0;
  const saver = inParallel(PARALLEL, PARALLEL, async () => {
    for (; saving; saves += 1) await saveBill(api, shop);
  });
  try {
    await work();
  } finally {
    saving = false;
    await saver;
  }
  return saves;
}

async function backupsSince(backupDir: string, time: number): Promise<Backup[]> {
  return (await listBackups(backupDir)).filter((backup) => backup.takenAt.getTime() >= time);
}

/** Empty files named as hourly backups from `from` to `to`, newest first. */
function hourlyBackups(backupDir: string, from: number, to: number): Backup[] {
  fs.mkdirSync(backupDir, { recursive: true });
  const backups: Backup[] = [];
  for (let time = to; time >= from; time -= HOUR_MS) {
    const takenAt = new Date(time);
    const file = path.join(backupDir, backupFileName(takenAt));
    fs.writeFileSync(file, '');
    backups.push({ file, takenAt });
  }
  return backups;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPglite, restorePglite } from './backup';
import { backupFileName } from './backup-folder';
import { openDatabase, pgliteDir, pgliteLockPath, type DatabaseHandle } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { UnreadableDatabaseError } from './unreadable-database';
import { createAppWithoutSecret } from '../test/app';
import { createPgliteDataDir } from '../test/db';
import { filesUnder } from '../test/files';
import { authHeader, createTestShop } from '../test/factories';
import { findAccountByMobile } from '../modules/auth/auth.repository';
import { accountMobiles, users } from './schema';

// One real data directory for the whole file: creating one costs seconds, reopening less.
let root: string;
let dataDir: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-data-dir-'));
  dataDir = path.join(root, 'data');
  await createPgliteDataDir(dataDir);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A pid that surely belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('could not start a child process');
  return child.pid;
}

async function withDatabase<T>(dir: string, use: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: dir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

describe('data directory lock', () => {
  it('refuses a second opener of the same directory and frees it on close', async () => {
    const first = await openDatabase({ dataDir });
    try {
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toThrow(
        `Another KhataBill process (pid ${process.pid}) is using ${dataDir}. ` +
          'Stop it, or set DATA_DIR to another folder.',
      );
      // The server prints this error's message alone, as it is the owner's to resolve.
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(pgliteLockPath(dataDir))).toBe(false);
    await withDatabase(dataDir, async () => undefined);
  });

  it('refuses a directory locked by another running process', async () => {
    fs.writeFileSync(pgliteLockPath(dataDir), String(process.ppid));
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(`(pid ${process.ppid})`);
    } finally {
      fs.rmSync(pgliteLockPath(dataDir));
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    fs.writeFileSync(pgliteLockPath(dataDir), String(deadPid()));
    await withDatabase(dataDir, async () => {
      expect(fs.readFileSync(pgliteLockPath(dataDir), 'utf8')).toBe(String(process.pid));
    });
  });
});

// A dump and a load of a real data directory take seconds each, many more on a busy machine.
describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  it('round-trips an account with its look-up, and keeps the replaced database aside', async () => {
    const backupFile = path.join(root, 'backups', 'backup.tar.gz');
    const mobile = '+919800000010';
    await withDatabase(dataDir, async ({ db }) => {
      const [user] = await db
        .insert(users)
        .values({ name: 'Asha', shopName: 'Asha Stores', mobile, passwordHash: 'x' })
        .returning({ id: users.id });
      await db.insert(accountMobiles).values({ mobile, userId: user?.id ?? '' });
    });
    await backupPglite(dataDir, backupFile);

    const restoredDir = path.join(root, 'restored');
    expect(await restorePglite(restoredDir, backupFile)).toBeNull();
    const restored = await withDatabase(restoredDir, (database) =>
      findAccountByMobile(database.db, { mobile }),
    );
    expect(restored?.user.shopName).toBe('Asha Stores');

    // Restoring over a database moves it aside instead of losing it.
    await withDatabase(restoredDir, (database) => database.db.delete(users));
    const kept = await restorePglite(restoredDir, backupFile);
    expect(kept).toMatch(/pglite\.bak-/);
    expect(fs.existsSync(path.join(kept ?? '', 'PG_VERSION'))).toBe(true);
    const again = await withDatabase(restoredDir, (database) =>
      database.db.select({ mobile: users.mobile }).from(users),
    );
    expect(again).toEqual([{ mobile: '+919800000010' }]);
  });

  it('keeps the database when the file is not a dump', async () => {
    const junk = path.join(root, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a backup');
    await expect(restorePglite(dataDir, junk)).rejects.toThrow();
    const kept = await withDatabase(dataDir, (database) =>
      database.db.select({ mobile: users.mobile }).from(users),
    );
    expect(kept).toEqual([{ mobile: '+919800000010' }]);
  });

  it('refuses to restore into a directory a running process uses', async () => {
    const backupFile = path.join(root, 'junk.tar.gz');
    const running = await openDatabase({ dataDir });
    try {
      await expect(restorePglite(dataDir, backupFile)).rejects.toThrow('Another KhataBill process');
    } finally {
      await running.close();
    }
  });
  it('keeps sessions valid in a restored copy, since the signing key is in the database', async () => {
    const backupFile = path.join(root, 'backups', 'sessions.tar.gz');
    const token = await withDatabase(dataDir, async (database) => {
      const app = await createAppWithoutSecret(database, dataDir);
      try {
        return (await createTestShop(app)).token;
      } finally {
        await app.close();
      }
    });
    await backupPglite(dataDir, backupFile);

    const elsewhere = path.join(root, 'elsewhere');
    await restorePglite(elsewhere, backupFile);
    const status = await withDatabase(elsewhere, async (database) => {
      const app = await createAppWithoutSecret(database, elsewhere);
      try {
        const response = await app.inject({ url: '/api/auth/me', headers: authHeader(token) });
        return response.statusCode;
      } finally {
        await app.close();
      }
    });

    expect(status).toBe(200);
  });
});

describe('a data directory that cannot be opened', { timeout: 120_000 }, () => {
  /** A copy of the file's database with PG_VERSION gone: PGlite would take it for no database. */
  function damagedCopy(name: string): string {
    const copy = path.join(root, name);
    fs.cpSync(dataDir, copy, { recursive: true });
    fs.rmSync(path.join(pgliteDir(copy), 'PG_VERSION'));
    return copy;
  }

  it('is refused and left as it is, naming the newest backup and the command that restores it', async () => {
    const damaged = damagedCopy('damaged');
    const backups = path.join(damaged, 'backups');
    fs.mkdirSync(backups);
    for (const hour of ['08', '09']) {
      fs.writeFileSync(
        path.join(backups, backupFileName(new Date(`2026-03-10T${hour}:00:00Z`))),
        '',
      );
    }
    const before = filesUnder(pgliteDir(damaged));

    const opening = openDatabase({ dataDir: damaged });
    await expect(opening).rejects.toBeInstanceOf(UnreadableDatabaseError);
    await expect(opening).rejects.toThrow(
      `The database in ${pgliteDir(damaged)} cannot be opened (PG_VERSION is missing): its ` +
        'files are damaged, as a power cut can leave them. It is left as it is, and no empty ' +
        'database is started in its place.\n' +
        `The newest backup is ${backups}/khatabill-2026-03-10T09-00-00-000Z.tar.gz. To restore ` +
        'it (the damaged folder is kept beside it), run:\n' +
        `  DATA_DIR=${damaged} npm run restore -- ${backups}/khatabill-2026-03-10T09-00-00-000Z.tar.gz`,
    );
    expect(filesUnder(pgliteDir(damaged))).toEqual(before);
    expect(fs.existsSync(pgliteLockPath(damaged))).toBe(false);
  });

  it('says so when there is no backup', async () => {
    const damaged = damagedCopy('damaged-without-backups');
    const backupDir = path.join(root, 'no-backups-here');

    await expect(openDatabase({ dataDir: damaged, backupDir })).rejects.toThrow(
      `\nThere is no backup in ${backupDir}. Restore one kept elsewhere with ` +
        `DATA_DIR=${damaged} npm run restore -- <file>, or move ${pgliteDir(damaged)} aside to ` +
        'start an empty database.',
    );
  });

  it('is never an empty folder: that gets a new database, as at the first start', async () => {
    const fresh = path.join(root, 'fresh');
    fs.mkdirSync(pgliteDir(fresh), { recursive: true });
    const shops = await withDatabase(fresh, (database) => database.db.select().from(users));
    expect(shops).toEqual([]);
  });
});

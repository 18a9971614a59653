import fs from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

/** Another process holds the data directory: the owner's to resolve, so no stack trace. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    message: string,
    /** The locked directory, absolute. */
    readonly dataDir: string,
    /** The process holding it, when known. */
    readonly ownerPid: number | null,
  ) {
    super(message);
  }
}

// Lock files this process holds, so a lock naming our own pid can be told apart from one
// left by an earlier process that happened to get the same pid (pid 1 in a container).
const held = new Set<string>();

/**
 * Takes `lockPath` for `dataDir`: PGlite does not lock its directory, and two processes
 * writing one directory corrupt it. A lock left by a process that is gone is taken over.
 * The lock is released by `release()` or when this process exits.
 */
export function lockDataDir(dataDir: string, lockPath: string): DataDirLock {
  const absolute = path.resolve(lockPath);
  // Two tries: the second follows removing a stale lock. If another process creates the
  // file between our removal and retry, it won the race and the retry reports it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(absolute)) return holdLock(absolute);
    const owner = readLockOwner(absolute);
    if (owner !== null && isRunning(owner, absolute)) {
      throw new DataDirLockedError(
        `Another KhataBill process (pid ${owner}) is using ${path.resolve(dataDir)}. ` +
          'Stop it, or set DATA_DIR to another folder.',
        path.resolve(dataDir),
        owner,
      );
    }
    fs.rmSync(absolute, { force: true });
  }
  throw new DataDirLockedError(
    `Could not take the lock ${absolute}: another process keeps taking it.`,
    path.resolve(dataDir),
    null,
  );
}

/** The pid written in a lock file, or null when there is none or it is unreadable. */
export function readLockOwner(lockPath: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'wx');
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    fs.writeSync(fd, String(process.pid));
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function holdLock(lockPath: string): DataDirLock {
  held.add(lockPath);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(lockPath)) return;
    // Only remove the file while it is still ours.
    if (readLockOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { release };
}

function isRunning(pid: number, lockPath: string): boolean {
  return pid === process.pid ? held.has(lockPath) : processExists(pid);
}

export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrno(error, 'EPERM');
  }
}

export function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

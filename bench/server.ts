import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startProcess, type Started } from './processes';

// The one place that says how a benchmark builds and starts KhataBill: as `npm start` does,
// so a compiled server build (or any other change to those scripts) is what gets measured.

export const BUILD_COMMAND = ['npm', 'run', '--silent', 'build'] as const;
export const START_COMMAND = ['npm', 'run', '--silent', 'serve'] as const;

/**
 * Settings for a measured server: rate limits stay on (their cost is real) but far above
 * what a run sends, and the reminder job and PGlite's backups wait (they would run in the
 * middle of a scenario).
 */
export const BENCH_SERVER_ENV = {
  HOST: '127.0.0.1',
  JWT_SECRET: 'benchmark-secret-that-is-long-enough-for-hs256',
  AUTH_RATE_LIMIT: '100000000',
  LOGIN_MAX_FAILURES: '100000000',
  LOGIN_MAX_FAILURES_PER_MOBILE: '100000000',
  DEAL_COUNT_LIMIT: '100000000',
  REMINDER_JOB_INTERVAL_MS: '2147483647',
  BACKUP_INTERVAL_MS: '2147483647',
} as const;

export function buildServer(): void {
  execFileSync(BUILD_COMMAND[0], BUILD_COMMAND.slice(1), { cwd: REPO_ROOT, stdio: 'inherit' });
}

/** The server on PostgreSQL (`databaseUrl`) or on PGlite in `dataDir`. */
export function startServer(
  database: { databaseUrl: string } | { dataDir: string },
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<Started> {
  const env: Record<string, string> =
    'databaseUrl' in database
      ? { DATABASE_URL: database.databaseUrl }
      : { DATA_DIR: database.dataDir, DATABASE_URL: '' };
  return startProcess({
    command: START_COMMAND,
    env: { ...BENCH_SERVER_ENV, ...env, ...extraEnv },
    readyPath: '/api/health',
    logFile: path.join(os.tmpdir(), `khatabill-bench-${name}.log`),
  });
}

/** A shop's session from `POST /api/auth/login`, as the app gets it. */
export async function logIn(
  serverUrl: string,
  credentials: { mobile: string; password: string },
): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
  return ((await response.json()) as { data: { token: string; user: unknown } }).data;
}

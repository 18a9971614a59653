import { afterAll, beforeAll } from 'vitest';
import type { RouteOptions } from 'fastify';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './db';

/**
 * Test settings: a fixed secret (nothing written to disk), no web build, and rate limits
 * high enough that suites signing up many shops never trip them. Override per suite.
 */
export const TEST_ENV = {
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
  WEB_DIST: '/nonexistent/khatabill-web-dist',
  AUTH_RATE_LIMIT: '10000',
  LOGIN_MAX_FAILURES: '10000',
  DEAL_COUNT_LIMIT: '10000',
  LOG_LEVEL: 'silent',
  // Suites run the reminder job themselves, at the moments they choose.
  REMINDER_JOB_INTERVAL_MS: '3600000',
};

/**
 * `addRoutes` may register extra routes (say, one that fails) before the app is ready;
 * `logTo` receives the JSON log lines (none are written by default); `onRoute` hears of
 * every route the app registers.
 */
export async function createTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  addRoutes?: (app: App) => void,
  logTo: false | { write(line: string): void } = false,
  onRoute?: (route: RouteOptions) => void,
): Promise<App> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const app = await buildApp({ config, database, logTo, ...(onRoute ? { onRoute } : {}) });
  addRoutes?.(app);
  await app.ready();
  return app;
}

/**
 * One app per suite on the suite's database (from describeEachDatabase), closed after it.
 * The getter is valid inside tests and hooks.
 */
export function useTestApp(
  getDatabase: () => DatabaseHandle,
  env: Record<string, string> = {},
): () => App {
  let app: App | undefined;
  beforeAll(async () => {
    app = await createTestApp(getDatabase(), env);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('The test app exists only inside tests and hooks.');
    return app;
  };
}

/**
 * One app per suite on a PGlite database of its own, both closed after it: for suites that
 * check the server itself rather than data on each database. The getter is valid inside tests
 * and hooks.
 */
export function usePgliteTestApp(
  env: Record<string, string> = {},
  addRoutes?: (app: App) => void,
): () => App {
  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database, env, addRoutes);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return () => {
    if (!app) throw new Error('The test app exists only inside tests and hooks.');
    return app;
  };
}

/** An app as `npm start` builds it: no JWT_SECRET (the database keeps one), its own data directory. */
export async function createAppWithoutSecret(
  database: DatabaseHandle,
  dataDir: string,
): Promise<App> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: TEST_ENV.WEB_DIST,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logTo: false });
  await app.ready();
  return app;
}

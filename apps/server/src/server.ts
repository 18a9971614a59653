import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      // In-flight requests finish first; then the database closes and PGlite's lock is released.
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const port = app.server.address();
  console.log(
    `KhataBill running at http://localhost:${typeof port === 'object' && port ? port.port : config.port}`,
  );
}

main().catch((error: unknown) => {
  // A bad setting or a busy data folder is the owner's to fix: say which, without a stack trace.
  const isOwnersToFix = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(isOwnersToFix ? error.message : error);
  process.exit(1);
});

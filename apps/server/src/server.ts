import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { describeFailure } from './db/failure-log';
import { UnreadableDatabaseError } from './db/unreadable-database';
import { automaticBackupsOf } from './jobs/automatic-backups';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    backupDir: config.backupDir,
  });
  const backups = automaticBackupsOf(database, config);
  const app = await buildApp({ config, database, backups });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      // In-flight requests finish first; then the day's last state is backed up, and the
      // database closes and PGlite's lock is released.
      await app.close();
      await backups?.write().then(
        (file) => app.log.info({ file }, 'backup written'),
        (error: Error) => app.log.error({ failure: describeFailure(error) }, 'backup failed'),
      );
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
  // A bad setting, a busy data folder or a damaged database is the owner's to fix: say which
  // and how, without a stack trace.
  const isOwnersToFix =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof UnreadableDatabaseError;
  console.error(isOwnersToFix ? error.message : error);
  process.exit(1);
});

// `npm run restore -- <file>`: loads a dump made by `npm run backup`. PGlite: refuses
// while a server uses DATA_DIR and keeps the replaced database as pglite.bak-<time>.
// PostgreSQL: pg_restore --clean in one transaction.
import path from 'node:path';
import { restorePglite, restorePostgres } from '../db/backup';
import { runDatabaseCommand } from '../db/database-command';

runDatabaseCommand(async ({ dataDir, databaseUrl }) => {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- <backup file>');
  if (databaseUrl) {
    await restorePostgres(databaseUrl, file);
    return `Restored ${path.resolve(file)} into the PostgreSQL database.`;
  }
  const kept = await restorePglite(dataDir, file);
  const previous = kept ? ` The previous database is kept in ${kept}.` : '';
  return `Restored ${path.resolve(file)} into ${dataDir}.${previous}`;
});

// `npm run backup -- [file]`: writes a consistent dump of the database. PGlite (DATA_DIR)
// → gzip tarball of its data directory, taken while no server runs on it; PostgreSQL
// (DATABASE_URL) → pg_dump custom format. Default file: backups/khatabill-<time>.*
import path from 'node:path';
import { backupPglite, backupPostgres, defaultBackupFile } from '../db/backup';
import { runDatabaseCommand } from '../db/database-command';

runDatabaseCommand(async ({ dataDir, databaseUrl }) => {
  const file = process.argv[2] ?? defaultBackupFile(databaseUrl ? 'postgres' : 'pglite');
  if (databaseUrl) await backupPostgres(databaseUrl, file);
  else await backupPglite(dataDir, file);
  return `Backup written to ${path.resolve(file)}.`;
});

// `npm run backup -- [file]`: writes a consistent dump of the database. PGlite (DATA_DIR)
// → gzip tarball of its data directory, asked of the server when one runs on it (it writes
// one into BACKUP_DIR, copied from there); PostgreSQL (DATABASE_URL) → pg_dump custom
// format. Default file: backups/khatabill-<time>.*
import path from 'node:path';
import { backupPglite, backupPostgres, defaultBackupFile } from '../db/backup';
import { runDatabaseCommand } from '../db/database-command';

runDatabaseCommand(async ({ dataDir, databaseUrl, backupDir }) => {
  const file = process.argv[2] ?? defaultBackupFile(databaseUrl ? 'postgres' : 'pglite');
  if (databaseUrl) await backupPostgres(databaseUrl, file);
  else await backupPglite(dataDir, file, backupDir);
  return `Backup written to ${path.resolve(file)}.`;
});

// `npm run db:migrate`: applies pending migrations and exits (the server also does this
// at start-up). Uses DATABASE_URL when set, else the PGlite database in DATA_DIR.
import { openDatabase } from '../db/client';
import { runDatabaseCommand } from '../db/database-command';

runDatabaseCommand(async ({ dataDir, databaseUrl }) => {
  const database = await openDatabase({ dataDir, databaseUrl, migrate: true });
  await database.close();
  return database.kind === 'pglite'
    ? `The database in ${dataDir} is up to date.`
    : 'The PostgreSQL database is up to date.';
});

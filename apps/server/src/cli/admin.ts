// `npm run admin -- create|set-plan …`: makes admins and changes shop plans (product §11
// "Plans and entitlements").
// Uses DATABASE_URL when set, else the PGlite database in DATA_DIR, which only one process
// may open: stop the server first (the command says so if it is running).
import { openDatabase } from '../db/client';
import { runDatabaseCommand } from '../db/database-command';
import { parseAdminArgs, runAdminCommand } from './admin-command';

runDatabaseCommand(async ({ dataDir, databaseUrl }) => {
  // Bad arguments are reported before the database is touched.
  const command = parseAdminArgs(process.argv.slice(2));
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await runAdminCommand(database.db, command, new Date());
  } finally {
    await database.close();
  }
});

// `npm run seed -- --shops 50 --bills 20000`: realistic data for trying the app and for the
// benchmarks (ARCHITECTURE.md). DATABASE_URL (or --database-url) for PostgreSQL, else the
// PGlite database in DATA_DIR, which only one process may open: stop the server first.
import { openDatabase } from '../db/client';
import { runDatabaseCommand } from '../db/database-command';
import { parseSeedArgs } from './seed-args';
import { seedDatabase } from './seed-database';
import { describeSeed } from './seed-summary';

runDatabaseCommand(async ({ dataDir, databaseUrl }) => {
  // Bad arguments are reported before the database is touched.
  const args = parseSeedArgs(process.argv.slice(2));
  const database = await openDatabase({ dataDir, databaseUrl: args.databaseUrl ?? databaseUrl });
  const started = performance.now();
  let reported = started;
  try {
    const result = await seedDatabase(database.db, {
      ...args,
      concurrency: database.kind === 'postgres' ? 3 : 1,
      onProgress: ({ shops, bills }) => {
        if (performance.now() - reported < 5_000) return;
        reported = performance.now();
        console.error(`… ${shops} of ${args.shops} shops, ${bills} of ${args.bills} bills`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    return describeSeed({ result, args, kind: database.kind, seconds });
  } finally {
    await database.close();
  }
});

import path from 'node:path';

export type DatabaseEnv = { dataDir: string; databaseUrl: string | undefined };

/**
 * DATA_DIR (default ./data) and DATABASE_URL for the database commands. Read here rather
 * than with loadConfig so that migrate, backup and restore need no other setting and
 * create nothing in DATA_DIR. Empty values count as unset, as in loadConfig.
 */
export function databaseEnv(env: NodeJS.ProcessEnv = process.env): DatabaseEnv {
  return {
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

/** Runs a command line tool: prints its result, or the error's message and exit code 1. */
export function runDatabaseCommand(command: (env: DatabaseEnv) => Promise<string>): void {
  command(databaseEnv()).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}

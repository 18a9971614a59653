import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Database-level statements for the test harness, run on the server's maintenance
// connection (TEST_DATABASE_URL). Database names are made here, never taken from input.

/** `khatabill_<kind>_<random>`: unique, so test runs sharing one server never collide. */
export function uniqueDatabaseName(kind: 'template' | 't'): string {
  return `khatabill_${kind}_${randomBytes(6).toString('hex')}`;
}

/** The same server and credentials as `serverUrl`, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  const from = template ? ` TEMPLATE "${template}"` : '';
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"${from}`);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE ends sessions a failed test may have left open.
  await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

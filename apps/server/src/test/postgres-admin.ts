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

const SESSION_WAIT_MS = 5_000;

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, async (client) => {
    // A closed pool's connections are still saying goodbye when pool.end() resolves; ending
    // them by force then surfaces as an uncaught "terminating connection" in the test run.
    // So wait for them, and FORCE only what a failed test left open.
    const deadline = Date.now() + SESSION_WAIT_MS;
    while (Date.now() < deadline && (await sessionCount(client, name)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

async function sessionCount(client: pg.Client, name: string): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
    [name],
  );
  return rows[0]?.count ?? 0;
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  await withServer(serverUrl, (client) => client.query(statement));
}

async function withServer(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

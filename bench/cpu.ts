import pg from 'pg';
import { readProcStat, type Started } from './processes';

// CPU time per answer, of the server and of its PostgreSQL backends: unlike req/s, it hardly
// moves when something else runs on the machine, so runs minutes apart compare (ADR 013).

/** CPU used so far, in ms: the server's process group, and the database's backends. */
export type CpuSample = { server: number; database: number | null };

/**
 * Reads the CPU of `server`, and, with `database`, of every PostgreSQL backend connected to
 * that database (found through `pg_stat_activity` from the maintenance database).
 */
export function cpuMeter(
  server: Started,
  database?: { maintenanceUrl: string; name: string },
): () => Promise<CpuSample> {
  return async () => ({
    server: server.cpuMs(),
    database: database ? await backendsCpuMs(database.maintenanceUrl, database.name) : null,
  });
}

async function backendsCpuMs(maintenanceUrl: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [name],
    );
    return rows.reduce((sum, { pid }) => sum + (readProcStat(pid)?.cpuMs ?? 0), 0);
  } finally {
    await client.end();
  }
}

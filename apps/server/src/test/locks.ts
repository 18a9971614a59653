import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../db/client';

// Two transactions side by side on PostgreSQL: one holds a row, the other is caught waiting.

/** A transaction that runs `work`, then stays open (its locks held) until `release()`. */
export function holdInTransaction(db: Database, work: (tx: Tx) => Promise<unknown>) {
  let release = () => {};
  let markHeld = () => {};
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const done = db.transaction(async (tx) => {
    await work(tx);
    markHeld();
    await new Promise<void>((resolve) => (release = resolve));
  });
  return { held, done, release: () => release() };
}

/** Resolves once some session of the test's database waits for a lock (within a minute). */
export async function someSessionWaitsForALock(db: Database): Promise<void> {
  const deadline = Date.now() + 60_000; // a server process on a busy machine can be slow to ask
  while (Date.now() < deadline) {
    const [row] = await queryRows(
      db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(row?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no session waited for a lock');
}

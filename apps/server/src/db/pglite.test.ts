import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPglite, drizzleClientOf, READ_AS_TEXT } from './pglite';

const opened: PGlite[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((pglite) => pglite.close()));
});

async function open(create: () => Promise<PGlite>): Promise<PGlite> {
  const pglite = await create();
  opened.push(pglite);
  return pglite;
}

/** The options each query of `pglite` was run with. */
function recordOptions(pglite: PGlite): (QueryOptions | undefined)[] {
  const seen: (QueryOptions | undefined)[] = [];
  const query = pglite.query.bind(pglite);
  vi.spyOn(pglite, 'query').mockImplementation((text, params, options) => {
    seen.push(options);
    return query(text, params, options);
  });
  return seen;
}

describe("Drizzle's client on PGlite", () => {
  it('is handed by Drizzle parsers that keep exactly the READ_AS_TEXT types as text', async () => {
    const pglite = await open(() => PGlite.create());
    const seen = recordOptions(pglite);
    await drizzle({ client: pglite }).execute(sql`select now() as at`);

    const parsers = seen[0]?.parsers ?? {};
    expect(Object.keys(parsers).map(Number).sort()).toEqual([...READ_AS_TEXT].sort());
    for (const [type, parse] of Object.entries(parsers)) {
      expect(parse('2026-11-25 10:00:00+00', Number(type))).toBe('2026-11-25 10:00:00+00');
    }
  });

  it('leaves out the parsers the database already has, in and out of a transaction', async () => {
    const pglite = await open(() => createPglite());
    const db = drizzle({ client: drizzleClientOf(pglite) });
    const transactionQuery = vi.fn();
    const transaction = pglite.transaction.bind(pglite);
    vi.spyOn(pglite, 'transaction').mockImplementation((work) =>
      transaction((tx) => {
        const query = tx.query.bind(tx);
        tx.query = (text, params, options) => {
          transactionQuery(options);
          return query(text, params, options);
        };
        return work(tx);
      }),
    );
    const seen = recordOptions(pglite);

    const read = `select timestamptz '2026-11-25 10:00:00+00' as at, date '2026-11-25' as day,
      interval '1 day' as span, array[date '2026-11-25'] as days, 42 as answer`;
    const [outside] = (await db.execute(sql.raw(read))).rows;
    const inside = await db.transaction(async (tx) => (await tx.execute(sql.raw(read))).rows[0]);

    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((options) => options?.parsers === undefined)).toBe(true);
    expect(transactionQuery).toHaveBeenCalled();
    for (const [options] of transactionQuery.mock.calls) expect(options.parsers).toBeUndefined();
    // Read as Drizzle's own parsers read them: these types as text, the rest parsed.
    for (const row of [outside, inside]) {
      expect(row).toEqual({
        at: '2026-11-25 10:00:00+00',
        day: '2026-11-25',
        span: '1 day',
        days: '{2026-11-25}',
        answer: 42,
      });
    }
  });

  it("keeps a query's parsers on a database made without them", async () => {
    const pglite = await open(() => PGlite.create());
    const seen = recordOptions(pglite);
    const [row] = (
      await drizzle({ client: drizzleClientOf(pglite) }).execute(
        sql`select timestamptz '2026-11-25 10:00:00+00' as at`,
      )
    ).rows;

    expect(seen[0]?.parsers).toBeDefined();
    expect(row).toEqual({ at: '2026-11-25 10:00:00+00' });
  });
});

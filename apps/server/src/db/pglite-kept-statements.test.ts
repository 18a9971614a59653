import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { createPglite } from './pglite';
import { queryKept } from './pglite-kept-statements';

// A kept statement must answer exactly what PGlite's query() answers for the same text and
// values (Drizzle maps both alike), and leave the database as query() would.

const opened: PGlite[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((pglite) => pglite.close()));
});

async function database(): Promise<PGlite> {
  const pglite = await createPglite();
  opened.push(pglite);
  await pglite.exec(`create table things (
    id integer primary key, name text not null, amount bigint, details jsonb,
    at timestamptz default now(), day date, done boolean, tags text[], ref uuid)`);
  return pglite;
}

const insert = `insert into things (id, name, amount, details, day, done, tags, ref)
  select $1, $2, $3, $4, $5, $6, $7, $8 where $1::integer > 0
  returning id, name, amount, details, at is not null as stamped, day, done, tags, ref`;
const update = 'update things set amount = amount + $1 where id = any($2::integer[])';
const read = 'select id, name, amount, details, day, done, tags, ref from things where id = $1';

const values = (id: number) => [
  id,
  `नाम ${id}`,
  12_345_678_901 + id,
  { pincode: '411001', items: [1, 2] },
  '2026-11-27',
  id % 2 === 0,
  ['a', 'b,c', 'd"e'],
  id % 3 === 0 ? null : '6f1c1a8e-5d1a-4c2b-9a51-0c9e6b3c7d10',
];

describe('a statement PGlite keeps parsed and planned', () => {
  it("answers rows, fields and counts as query() does, in both row modes and with Drizzle's parsers", async () => {
    const [byQuery, byKept] = [await database(), await database()];
    const modes: QueryOptions[] = [
      {},
      { rowMode: 'array' },
      { rowMode: 'array', parsers: { 1082: (value: string) => `day ${value}` } },
    ];
    for (const [index, options] of modes.entries()) {
      const id = index + 1;
      expect(await queryKept(byKept, false, insert, values(id), options)).toEqual(
        await byQuery.query(insert, values(id), options),
      );
      expect(await queryKept(byKept, false, read, [id], options)).toEqual(
        await byQuery.query(read, [id], options),
      );
    }
    // No row, a row count, and a null among the values.
    expect(await queryKept(byKept, false, insert, values(-1))).toEqual(
      await byQuery.query(insert, values(-1)),
    );
    const moved = await queryKept(byKept, false, update, [5, [1, 2, 3]]);
    expect(moved).toEqual(await byQuery.query(update, [5, [1, 2, 3]]));
    expect(moved.affectedRows).toBe(3);
  });

  it('is parsed once per database, however often it runs, in and out of transactions', async () => {
    const pglite = await database();
    await queryKept(pglite, false, insert, values(1));
    await pglite.transaction(async () => {
      await queryKept(pglite, true, insert, values(2));
      await queryKept(pglite, true, read, [2]);
    });
    await queryKept(pglite, false, insert, values(3));

    const kept = await pglite.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by name',
    );
    expect(kept.rows.map((row) => row.statement)).toEqual([insert, read]);
    const other = await database();
    await queryKept(other, false, read, [1]);
    expect((await other.query('select 1 from pg_prepared_statements')).rows).toHaveLength(1);
  });

  it("fails as query() fails, and rolls back only its transaction's work", async () => {
    const pglite = await database();
    await queryKept(pglite, false, insert, values(1));

    await expect(queryKept(pglite, false, insert, values(1))).rejects.toMatchObject({
      code: '23505',
    });
    await expect(
      pglite.transaction(async () => {
        await queryKept(pglite, true, insert, values(2));
        await queryKept(pglite, true, insert, values(2));
      }),
    ).rejects.toMatchObject({ code: '23505' });

    expect((await queryKept(pglite, false, 'select id from things', [])).rows).toEqual([{ id: 1 }]);
  });

  it('waits for a transaction in progress, as query() does', async () => {
    const pglite = await database();
    let release = () => {};
    const open = pglite.transaction(async (tx) => {
      await tx.query(insert, values(1));
      await new Promise<void>((resolve) => (release = resolve));
      await tx.query('delete from things where id = 1');
    });
    const outside = queryKept(pglite, false, read, [1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await open;
    // Run after the transaction, not inside it: it sees the row neither half-written nor kept.
    expect((await outside).rows).toEqual([]);
  });
});

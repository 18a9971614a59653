import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { recordStatements, wideReads } from '../../test/query-plans';
import { searchCustomers } from './customers.service';

const CUSTOMERS = 10_000;

describeEachDatabase('customer search on a large shop', (getDatabase) => {
  const app = useTestApp(getDatabase);

  it('finds by name or mobile prefix among 10 000 customers, reading only the matches', async () => {
    const { token, user } = await createTestShop(app());
    const { db } = getDatabase();
    // Names spread over the alphabet, "Acustomer 00026 <hash>" to "Zcustomer 10000 <hash>",
    // and mobiles 9100000000 + n.
    await db.execute(sql`
      insert into customers (tenant_id, name, name_alias, mobile)
      select ${user._id}, name, lower(name), (9100000000 + n)::text
      from generate_series(1, ${CUSTOMERS}) as n,
        lateral (select chr(65 + n % 26) || 'customer ' || lpad(n::text, 5, '0') || ' '
          || md5(n::text) as name) as named`);
    await db.execute(sql`analyze customers`);

    const search = (q: string) =>
      app().inject({
        method: 'GET',
        url: `/api/customers/search?q=${encodeURIComponent(q)}`,
        headers: authHeader(token),
      });
    const byName = await search('Ycustomer 0');
    const byMobile = await search('91000012');

    // Y is the letter of n = 24, 50, 76, …: the first ten of them, by name.
    expect(byName.json().data.map((c: { name: string }) => c.name.slice(0, 15))).toEqual(
      Array.from({ length: 10 }, (_, i) => `Ycustomer ${String(24 + 26 * i).padStart(5, '0')}`),
    );
    expect(byMobile.json().data).toHaveLength(10);
    // By name: n = 1222 is the one of 1200–1299 whose name starts with A.
    expect(byMobile.json().data[0].mobile).toBe('9100001222');

    // A prefix shared by many names late in the alphabet: the first ten come straight off an
    // index in the answer's order, not from walking the shop's names from "a" on. (A mobile's
    // digits match names all over the alphabet, so there walking the names in order until ten
    // match is what the planner may rightly choose.)
    const handle = getDatabase();
    for (const q of ['Yc', 'Ycustomer 0']) {
      const statements = await recordStatements(handle, (db) =>
        searchCustomers(db, { shopId: user._id, q }),
      );
      for (const statement of statements) {
        expect(await wideReads(handle, statement, new Set(['customers'])), q).toEqual([]);
      }
    }
  });
});

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';

const CUSTOMERS = 10_000;

describeEachDatabase('customer search on a large shop', (getDatabase) => {
  const app = useTestApp(getDatabase);

  it('finds by name or mobile prefix among 10 000 customers through the pattern indexes', async () => {
    const { token, user } = await createTestShop(app());
    const { db } = getDatabase();
    // Names like "customer 0042 <hash>" and mobiles 9100000000 + n.
    await db.execute(sql`
      insert into customers (tenant_id, name, name_alias, mobile)
      select ${user._id}, 'Customer ' || lpad(n::text, 5, '0') || ' ' || md5(n::text),
             'customer ' || lpad(n::text, 5, '0') || ' ' || md5(n::text), (9100000000 + n)::text
      from generate_series(1, ${CUSTOMERS}) as n`);
    await db.execute(sql`analyze customers`);

    const started = performance.now();
    const byName = await app().inject({
      method: 'GET',
      url: '/api/customers/search?q=customer%200424',
      headers: authHeader(token),
    });
    const byMobile = await app().inject({
      method: 'GET',
      url: '/api/customers/search?q=91000012',
      headers: authHeader(token),
    });
    const elapsed = performance.now() - started;

    expect(byName.json().data.map((c: { name: string }) => c.name.slice(0, 14))).toEqual(
      Array.from({ length: 10 }, (_, i) => `Customer 0424${i}`),
    );
    expect(byMobile.json().data).toHaveLength(10);
    expect(byMobile.json().data[0].mobile).toBe('9100001200');
    // Generous: both answers together take milliseconds; this only catches a pathological plan.
    expect(elapsed).toBeLessThan(2000);

    const plan = await queryRows(
      db,
      sql`explain select * from customers
          where tenant_id = ${user._id}
            and (name_alias like 'customer 0424%' or mobile like '91000012%')`,
    );
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('customers_tenant_name_alias_pattern_idx');
    expect(text).toContain('customers_tenant_mobile_pattern_idx');
  });
});

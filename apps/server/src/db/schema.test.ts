import fs from 'node:fs';
import { paise } from '@khatabill/domain';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/db';
import { MIGRATIONS_FOLDER, queryRows, type Database } from './client';
import * as schema from './schema';
import { bills, customers, files, users } from './schema';

const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

async function createShop(db: Database, mobile: string): Promise<string> {
  const [shop] = await db
    .insert(users)
    .values({ name: 'Asha', shopName: 'Asha Stores', mobile, passwordHash: 'x' })
    .returning({ id: users.id });
  if (!shop) throw new Error('no shop inserted');
  return shop.id;
}

describeEachDatabase('database schema', (getDatabase) => {
  it('has every table of the schema after the migrations', async () => {
    const found = await queryRows(
      getDatabase().db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' order by table_name`,
    );
    expect(tableNames).toHaveLength(17);
    expect(found).toEqual(tableNames.map((name) => ({ table_name: name })));
  });

  it('records every migration of the journal as applied', async () => {
    const journal = JSON.parse(
      fs.readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8'),
    ) as { entries: unknown[] };
    const applied = await queryRows(
      getDatabase().db,
      sql`select id from drizzle.__drizzle_migrations`,
    );
    expect(applied).toHaveLength(journal.entries.length);
  });

  it('allows a customer mobile once per shop, and in every shop', async () => {
    const { db } = getDatabase();
    const shopA = await createShop(db, '+919800000001');
    const shopB = await createShop(db, '+919800000002');
    const customer = { name: 'Ravi', nameAlias: 'ravi', mobile: '9876543210' };
    await db.insert(customers).values({ ...customer, tenantId: shopA });

    await expect(db.insert(customers).values({ ...customer, tenantId: shopA })).rejects.toThrow();
    await db.insert(customers).values({ ...customer, tenantId: shopB });
    const stored = await db.select().from(customers);
    expect(stored.map((row) => row.tenantId).sort()).toEqual([shopA, shopB].sort());
    expect(stored.every((row) => row.balance === 0)).toBe(true);
  });

  it('refuses a second shop with the same mobile', async () => {
    const { db } = getDatabase();
    await createShop(db, '+919800000003');
    await expect(createShop(db, '+919800000003')).rejects.toThrow();
  });

  it('refuses a value outside an enumeration', async () => {
    const { db } = getDatabase();
    await expect(
      db.execute(sql`insert into users (name, shop_name, mobile, password_hash, plan)
                     values ('a', 'b', '+919800000004', 'x', 'gold')`),
    ).rejects.toThrow();
  });

  it('stores image bytes exactly and deletes a shop with everything it owns', async () => {
    const { db } = getDatabase();
    const shop = await createShop(db, '+919800000005');
    const bytes = Buffer.from([0, 1, 127, 128, 255]);
    await db.insert(files).values({ tenantId: shop, sha256: 'ab12', mime: 'image/webp', bytes });
    const [file] = await db
      .select()
      .from(files)
      .where(sql`${files.tenantId} = ${shop}`);
    expect(file?.bytes).toEqual(bytes);

    await db.insert(bills).values({
      tenantId: shop,
      invoiceNumber: 'INV-1',
      customerName: 'Ravi',
      mobile: '9876543210',
      status: 'draft',
      amountPaid: paise(0),
      discountType: 'amount',
      discountValue: 0,
      itemsTotal: paise(0),
      discountAmount: paise(0),
      advanceAmount: paise(0),
      finalTotal: paise(0),
      pending: paise(0),
      toReturn: paise(0),
    });
    await db.delete(users).where(sql`${users.id} = ${shop}`);
    expect(
      await db
        .select()
        .from(files)
        .where(sql`${files.tenantId} = ${shop}`),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(bills)
        .where(sql`${bills.tenantId} = ${shop}`),
    ).toEqual([]);
  });
});

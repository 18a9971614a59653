import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { paise } from '@khatabill/domain';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/db';
import { MIGRATIONS_FOLDER, queryRows, type Database } from './client';
import * as schema from './schema';
import {
  accountMobiles,
  bills,
  billShareTokens,
  campaigns,
  campaignSlugs,
  customers,
  files,
  fileShops,
  users,
} from './schema';

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

/** A draft bill of nothing, with every column a bill must have. */
function emptyBill(shopId: string, invoiceNumber: string): typeof bills.$inferInsert {
  return {
    tenantId: shopId,
    invoiceNumber,
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
  };
}

describeEachDatabase('database schema', (getDatabase) => {
  it('has every table of the schema after the migrations', async () => {
    const found = await queryRows(
      getDatabase().db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' order by table_name`,
    );
    expect(tableNames).toHaveLength(22);
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

  it('refuses a second account for the same mobile', async () => {
    const { db } = getDatabase();
    const mobile = '+919800000003';
    await db.insert(accountMobiles).values({ mobile, userId: await createShop(db, mobile) });
    await expect(
      db.insert(accountMobiles).values({ mobile, userId: randomUUID() }),
    ).rejects.toThrow();
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

    await db.insert(bills).values(emptyBill(shop, 'INV-1'));
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

  it("fills the lookup tables from the rows already there (migration 0008's backfill)", async () => {
    const { db } = getDatabase();
    const shop = await createShop(db, '+919800000006');
    const [shared] = await db
      .insert(bills)
      .values(
        [{ shareToken: 'AAAAAAAAAAAAAAAAAAAAAA' }, { shareToken: null }].map((bill, n) => ({
          ...emptyBill(shop, `INV-${n}`),
          ...bill,
        })),
      )
      .returning({ id: bills.id });
    const [deal] = await db
      .insert(campaigns)
      .values({ tenantId: shop, slug: 'diwali-offer', title: 'Diwali', deadline: new Date() })
      .returning({ id: campaigns.id });
    const bytes = Buffer.from([1]);
    await db.insert(files).values({ tenantId: shop, sha256: 'cd34', mime: 'image/webp', bytes });
    for (const table of [accountMobiles, billShareTokens, campaignSlugs, fileShops]) {
      await db.delete(table);
    }

    for (const statement of backfillOfMigration('0008')) await db.execute(sql.raw(statement));

    expect(await db.select().from(accountMobiles)).toContainEqual({
      mobile: '+919800000006',
      userId: shop,
      memberId: null,
    });
    expect(await db.select().from(billShareTokens)).toEqual([
      { shareToken: 'AAAAAAAAAAAAAAAAAAAAAA', shopId: shop, billId: shared?.id },
    ]);
    expect(await db.select().from(campaignSlugs)).toEqual([
      { slug: 'diwali-offer', shopId: shop, campaignId: deal?.id },
    ]);
    expect(await db.select().from(fileShops)).toEqual([{ sha256: 'cd34', shopId: shop }]);
  });
});

/** The INSERT statements of a migration: what it copies from the rows already there. */
function backfillOfMigration(number: string): string[] {
  const file = fs.readdirSync(MIGRATIONS_FOLDER).find((name) => name.startsWith(`${number}_`));
  if (!file) throw new Error(`no migration ${number}`);
  return fs
    .readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith('INSERT INTO'));
}

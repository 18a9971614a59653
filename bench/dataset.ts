import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../apps/server/src/db/client';
import { seedDatabase, type SeededShop } from '../apps/server/src/cli/seed-database';
import { updateShop } from '../apps/server/src/modules/shops/shops.repository';

// What a benchmark's server reads and writes: a seeded database (apps/server/src/cli/seed)
// and the shops, share links and customers the scenarios take their requests from.

export type DatasetSize = { shops: number; bills: number; bigShopBills: number };

export type Dataset = {
  size: DatasetSize;
  seedSeconds: number;
  password: string;
  /** The shop with years of bills: the reads are measured on it. */
  bigShop: SeededShop;
  /** Shops that save bills in the scenarios: on the pro plan, so no monthly limit stops them. */
  savingShops: SeededShop[];
  /** Share tokens of the big shop's bills, for the public receipt. */
  shareTokens: string[];
};

const PASSWORD = 'bench-password';
const SAVING_SHOPS = 50;
const YEAR_MS = 365 * 86_400_000;

/** Seeds the database (PostgreSQL at `databaseUrl`, or PGlite in `dataDir`), then closes it. */
export async function prepareDataset(
  database: { databaseUrl: string } | { dataDir: string },
  size: DatasetSize,
): Promise<Dataset> {
  const handle = await openDatabase(
    'databaseUrl' in database
      ? { dataDir: '', databaseUrl: database.databaseUrl }
      : { dataDir: database.dataDir },
  );
  try {
    const started = performance.now();
    const { shops } = await seedDatabase(handle.db, {
      ...size,
      seed: 2026,
      password: PASSWORD,
      concurrency: handle.kind === 'postgres' ? 3 : 1,
    });
    const seedSeconds = (performance.now() - started) / 1000;
    const [bigShop, ...others] = shops;
    if (!bigShop) throw new Error('the seed made no shop');
    const savingShops = others.length > 0 ? others.slice(0, SAVING_SHOPS) : [bigShop];
    for (const shop of savingShops) {
      await updateShop(handle.db, {
        shopId: shop.id,
        changes: { plan: 'pro', planExpiresAt: new Date(Date.now() + YEAR_MS) },
      });
    }
    // As autovacuum would have by the time such a database is in use.
    await handle.db.execute(sql`vacuum analyze`);
    return {
      size,
      seedSeconds,
      password: PASSWORD,
      bigShop,
      savingShops,
      shareTokens: await shareTokensOf(handle, bigShop.id),
    };
  } finally {
    await handle.close();
  }
}

async function shareTokensOf(handle: DatabaseHandle, shopId: string): Promise<string[]> {
  const rows = await queryRows(
    handle.db,
    sql`select share_token from bills where tenant_id = ${shopId} and share_token is not null
        order by created_at desc limit 1000`,
  );
  return rows.map((row) => String(row.share_token));
}

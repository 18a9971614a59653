import type { Paise } from '@khatabill/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, RowLock } from '../../db/client';
import { products } from '../../db/schema';
import { unlinkProductFromBillItems } from '../bills/bills.repository';
import { unlinkProductFromFollowups } from '../followups/followups.repository';

export type ProductRow = typeof products.$inferSelect;
type ProductValues = {
  name: string;
  price: Paise;
  /** Undefined leaves the column as it is. */
  hsn?: string | null;
  gstRateBps?: number | null;
  unit?: string | null;
};

/** The shop's catalog by name, case-insensitively (as a shop owner reads a list). */
export async function listProductRows(
  db: Database,
  { shopId }: { shopId: string },
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.tenantId, shopId))
    .orderBy(sql`lower(${products.name})`, asc(products.name), asc(products.id));
}

/** `productId` must be a UUID; undefined when the shop has no such product. */
export async function findProductRow(
  db: Database,
  { shopId, productId, lock }: { shopId: string; productId: string; lock?: RowLock },
): Promise<ProductRow | undefined> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, shopId), eq(products.id, productId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** What a bill line copies from its product: the GST fields (product §16). */
export type ProductGst = Pick<ProductRow, 'hsn' | 'gstRateBps' | 'unit'>;

/** Of `productIds` (UUIDs), the shop's products, with what a bill line copies from each. */
export async function findOwnProducts(
  db: Database,
  { shopId, productIds }: { shopId: string; productIds: readonly string[] },
): Promise<Map<string, ProductGst>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      hsn: products.hsn,
      gstRateBps: products.gstRateBps,
      unit: products.unit,
    })
    .from(products)
    .where(and(eq(products.tenantId, shopId), inArray(products.id, [...productIds])));
  return new Map(rows.map(({ id, ...gst }) => [id, gst]));
}

export async function insertProduct(
  db: Database,
  { shopId, ...values }: ProductValues & { shopId: string },
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ tenantId: shopId, ...values })
    .returning();
  if (!row) throw new Error('insert into products returned no row');
  return row;
}

/** `productId` must be a UUID; undefined when the shop has no such product. */
export async function updateProductRow(
  db: Database,
  { shopId, productId, ...values }: ProductValues & { shopId: string; productId: string },
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.tenantId, shopId), eq(products.id, productId)))
    .returning();
  return row;
}

/** Bill items keep the name and price they were sold at; follow-ups just lose the link. */
export async function unlinkProduct(
  db: Database,
  { shopId, productId }: { shopId: string; productId: string },
): Promise<void> {
  await unlinkProductFromBillItems(db, { shopId, productId });
  await unlinkProductFromFollowups(db, { shopId, productId });
}

/** `productId` must be a UUID; answers whether a row was deleted. */
export async function deleteProductRow(
  db: Database,
  { shopId, productId }: { shopId: string; productId: string },
): Promise<boolean> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.tenantId, shopId), eq(products.id, productId)))
    .returning({ id: products.id });
  return rows.length > 0;
}

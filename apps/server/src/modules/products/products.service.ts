import {
  AppError,
  isGstRateOn,
  MESSAGES,
  paiseToRupees,
  percentToBasisPoints,
  rupeesToPaise,
  toShopDay,
  type ProductDto,
  type ProductInput,
} from '@khatabill/domain';
import type { Database, RowLock } from '../../db/client';
import type { CsvRow } from '../../lib/csv';
import {
  deleteProductRow,
  findProductRow,
  insertProduct,
  listProductRows,
  unlinkProduct,
  updateProductRow,
  type ProductRow,
} from './products.repository';
import { PRODUCT_NOT_FOUND } from '../../messages';
import { assertIdOr404 } from '../../lib/ids';

export async function listProducts(
  db: Database,
  { shopId }: { shopId: string },
): Promise<ProductDto[]> {
  return (await listProductRows(db, { shopId })).map(toProductDto);
}

export const PRODUCT_CSV_HEADER = ['Name', 'Price'] as const;

/** The catalog as CSV rows, in the list's order (a catalog is read whole, as the list is). */
export async function exportProducts(
  db: Database,
  { shopId }: { shopId: string },
): Promise<CsvRow[]> {
  const rows = await listProductRows(db, { shopId });
  return rows.map((row) => [row.name, paiseToRupees(row.price)]);
}

/** The shop's product with this id; 404 for a malformed, unknown or another shop's id. */
export async function findProductOrFail(
  db: Database,
  { shopId, productId, lock }: { shopId: string; productId: string; lock?: RowLock },
): Promise<ProductRow> {
  assertIdOr404(productId, PRODUCT_NOT_FOUND);
  const product = await findProductRow(db, { shopId, productId, lock });
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return product;
}

export async function createProduct(
  db: Database,
  { shopId, input, now }: { shopId: string; input: ProductInput; now: Date },
): Promise<ProductDto> {
  const row = await insertProduct(db, { shopId, ...toValues(input, toShopDay(now)) });
  return toProductDto(row);
}

export async function updateProduct(
  db: Database,
  {
    shopId,
    productId,
    input,
    now,
  }: { shopId: string; productId: string; input: ProductInput; now: Date },
): Promise<ProductDto> {
  assertIdOr404(productId, PRODUCT_NOT_FOUND);
  const values = toValues(input, toShopDay(now));
  const row = await updateProductRow(db, { shopId, productId, ...values });
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toProductDto(row);
}

/** Bills made with the product keep their items; only the link to the catalog goes. */
export async function deleteProduct(
  db: Database,
  { shopId, productId }: { shopId: string; productId: string },
): Promise<void> {
  assertIdOr404(productId, PRODUCT_NOT_FOUND);
  const deleted = await db.transaction(async (tx) => {
    // Locked first: a follow-up booked meanwhile (which holds the row in key share) either
    // commits before the unlink sees it, or waits and then finds no product.
    if (!(await findProductRow(tx, { shopId, productId, lock: 'update' }))) return false;
    await unlinkProduct(tx, { shopId, productId });
    return deleteProductRow(tx, { shopId, productId });
  });
  if (!deleted) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
}

export function toProductDto(row: ProductRow): ProductDto {
  return {
    _id: row.id,
    name: row.name,
    price: paiseToRupees(row.price),
    ...(row.hsn !== null && { hsn: row.hsn }),
    ...(row.gstRateBps !== null && { gstRate: row.gstRateBps / 100 }),
    ...(row.unit !== null && { unit: row.unit }),
  };
}

/** The row's values; a GST field left out of the input stays as it is. */
function toValues(input: ProductInput, today: string) {
  if (input.gstRate != null && !isGstRateOn(percentToBasisPoints(input.gstRate), today)) {
    throw new AppError('VALIDATION', MESSAGES.gstRateInvalid, {
      errors: { gstRate: MESSAGES.gstRateInvalid },
    });
  }
  return {
    name: input.name,
    price: rupeesToPaise(input.price),
    hsn: input.hsn === undefined ? undefined : input.hsn || null,
    gstRateBps: input.gstRate == null ? input.gstRate : percentToBasisPoints(input.gstRate),
    unit: input.unit,
  };
}

/** Which of these ids are the shop's own products (a bill's catalog links), with their GST. */
export { findOwnProducts, type ProductGst } from './products.repository';

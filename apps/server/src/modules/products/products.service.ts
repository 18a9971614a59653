import {
  AppError,
  paiseToRupees,
  rupeesToPaise,
  type ProductDto,
  type ProductInput,
} from '@khatabill/domain';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  deleteProductRow,
  insertProduct,
  listProductRows,
  unlinkProduct,
  updateProductRow,
  type ProductRow,
} from './products.repository';
import { PRODUCT_NOT_FOUND } from '../../messages';

export async function listProducts(db: Database, shopId: string): Promise<ProductDto[]> {
  return (await listProductRows(db, shopId)).map(toProductDto);
}

export async function createProduct(
  db: Database,
  shopId: string,
  input: ProductInput,
): Promise<ProductDto> {
  const row = await insertProduct(db, { shopId, ...toValues(input) });
  return toProductDto(row);
}

export async function updateProduct(
  db: Database,
  { shopId, productId, input }: { shopId: string; productId: string; input: ProductInput },
): Promise<ProductDto> {
  assertProductId(productId);
  const row = await updateProductRow(db, { shopId, productId, ...toValues(input) });
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toProductDto(row);
}

/** Bills made with the product keep their items; only the link to the catalog goes. */
export async function deleteProduct(
  db: Database,
  { shopId, productId }: { shopId: string; productId: string },
): Promise<void> {
  assertProductId(productId);
  const deleted = await db.transaction(async (tx) => {
    await unlinkProduct(tx, { shopId, productId });
    return deleteProductRow(tx, { shopId, productId });
  });
  if (!deleted) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
}

export function toProductDto(row: ProductRow): ProductDto {
  return { _id: row.id, name: row.name, price: paiseToRupees(row.price) };
}

function toValues(input: ProductInput) {
  return { name: input.name, price: rupeesToPaise(input.price) };
}

const uuid = z.uuid();

/** A malformed id names no product: the same 404 as another shop's id. */
function assertProductId(productId: string): void {
  if (!uuid.safeParse(productId).success) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
}

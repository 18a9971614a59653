import type { Tx } from '../../db/client';
import type { BillingShop } from '../shops/shops.repository';
import {
  createInvoiceCounter,
  moveInvoiceCounterPastTaken,
  raiseInvoiceCounter,
} from './invoice-numbers.repository';

// A shop's invoice numbers, for signing up, the settings and the bill saves (the SQL is in
// invoice-numbers.repository). Numbers are taken under the shop's lock, which the bill
// saves hold (shop-billing.service openBillingPeriod).

/** A new shop's invoice counter, starting at its first number. */
export async function startInvoiceCounter(
  tx: Tx,
  { shopId, next }: { shopId: string; next: number },
): Promise<void> {
  await createInvoiceCounter(tx, { shopId, next });
}

/** A new starting number: the counter jumps to it when it is ahead, and never goes back. */
export async function raiseInvoiceStartNumber(
  tx: Tx,
  { shopId, next }: { shopId: string; next: number },
): Promise<void> {
  await raiseInvoiceCounter(tx, { shopId, next });
}

/**
 * Moves the invoice counter past the numbers bills of the shop already have after its
 * prefix: for a new bill whose statement found its number taken (a prefix change). The caller
 * holds the shop's lock.
 */
export async function skipTakenInvoiceNumbers(
  tx: Tx,
  { shop }: { shop: BillingShop },
): Promise<void> {
  await moveInvoiceCounterPastTaken(tx, { shopId: shop.id, prefix: shop.invoicePrefix });
}

import { AppError, currentBillingPeriod, hasBillingPeriodPassed } from '@khatabill/domain';
import type { Tx } from '../../db/client';
import { LOGIN_AGAIN } from '../../messages';
import { lockShop, startBillingPeriod, type BillingShop } from './shops.repository';

// A shop's billing period, for the bill and follow-up saves. The shop row is the lock:
// openBillingPeriod takes it, and the rest run under it in the same transaction, as does
// taking an invoice number (bills/invoice-numbers.service).

// Signing up (auth.service) starts a new shop's invoice counter through this module.
export { createInvoiceCounter } from '../bills/invoice-numbers.service';
// A bill or follow-up save counts itself under the shop's lock (openBillingPeriod).
export { countBillInPeriod, countFollowupInPeriod } from './shops.repository';

/**
 * Locks the shop row, which serializes the shop's bill and follow-up writes (monthly
 * counts, invoice numbers), and starts a new billing period when the stored one has passed.
 */
export async function openBillingPeriod(
  tx: Tx,
  { shopId, now }: { shopId: string; now: Date },
): Promise<BillingShop> {
  const shop = await lockShop(tx, { shopId });
  if (!shop) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
  if (!hasBillingPeriodPassed(shop, now)) return shop;
  const { start } = currentBillingPeriod(shop.lastBillingReset, now);
  return startBillingPeriod(tx, { shopId, start });
}

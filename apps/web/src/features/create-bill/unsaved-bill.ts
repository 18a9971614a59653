import { readShopItem, removeShopItem, writeShopItem } from '../../lib/shop-storage';
import type { BillFormValues } from './bill-form-values';

/**
 * A half-typed bill kept on the phone, one per bill: the new bill, or each bill opened
 * with `?billId=`, so editing a saved bill never picks up an unrelated new one.
 */
const storeOf = (billId: string | null) => `unsaved-bill:${billId ?? 'new'}`;

export function readUnsavedBill(billId: string | null): BillFormValues | null {
  const values = readShopItem(storeOf(billId));
  const isBill =
    typeof values === 'object' &&
    values !== null &&
    Array.isArray((values as BillFormValues).items);
  return isBill ? (values as BillFormValues) : null;
}

export function keepUnsavedBill(billId: string | null, values: BillFormValues): void {
  writeShopItem(storeOf(billId), values);
}

export function forgetUnsavedBill(billId: string | null): void {
  removeShopItem(storeOf(billId));
}

/** Field by field, as typed: the form builds both from the same defaults in the same order. */
export function isSameBill(a: BillFormValues, b: BillFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

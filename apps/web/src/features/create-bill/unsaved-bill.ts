import { readShopItem, removeShopItem, writeShopItem } from '../../lib/shop-storage';
import { emptyGst, emptyItem, type BillFormValues } from './bill-form-values';

/**
 * A half-typed bill kept on the phone, one per draft key: the new bill (null), each bill
 * opened with `?draftKey=` (its id), each follow-up converted with `?followupId=`
 * (`followup-<id>`), so opening one never picks up what was typed into another.
 */
const storeOf = (draftKey: string | null) => `unsaved-bill:${draftKey ?? 'new'}`;

export function readUnsavedBill(draftKey: string | null): BillFormValues | null {
  const values = readShopItem(storeOf(draftKey));
  const isBill =
    typeof values === 'object' &&
    values !== null &&
    Array.isArray((values as BillFormValues).items);
  if (!isBill) return null;
  // A bill kept before GST came has no GST values: they are added empty.
  const bill = values as BillFormValues;
  return {
    ...bill,
    items: bill.items.map((item) => ({ ...emptyItem(), ...item })),
    gst: { ...emptyGst(), ...bill.gst },
  };
}

export function keepUnsavedBill(draftKey: string | null, values: BillFormValues): void {
  writeShopItem(storeOf(draftKey), values);
}

export function forgetUnsavedBill(draftKey: string | null): void {
  removeShopItem(storeOf(draftKey));
}

/** Field by field, as typed: the form builds both from the same defaults in the same order. */
export function isSameBill(a: BillFormValues, b: BillFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What a bill's payment leaves: a due the customer still owes, or an excess to give back. */
export type BillBalanceKind = 'pending' | 'toReturn';

/** The receipt's name for each (product §4 "Receipt totals"). */
export const BILL_BALANCE_LABELS = {
  pending: 'Pending',
  toReturn: 'To return',
} as const satisfies Record<BillBalanceKind, string>;

/** Where each lands in the customer's khata (product §5 "Billing warnings": GIVE and TAKE). */
export const BILL_BALANCE_KHATA_EFFECTS = {
  pending: 'marked GIVE in the khata',
  toReturn: 'added to the khata as TAKE',
} as const satisfies Record<BillBalanceKind, string>;

export type BillBalance<Amount extends number> = {
  kind: BillBalanceKind;
  label: (typeof BILL_BALANCE_LABELS)[BillBalanceKind];
  amount: Amount;
};

/**
 * The one balance line a bill shows, or null when it is paid exactly. Works on paise and
 * on the rupees of an API answer alike (the receipt reads the latter).
 */
export function billBalanceOf<Amount extends number>(totals: {
  pending: Amount;
  toReturn: Amount;
}): BillBalance<Amount> | null {
  if (totals.toReturn > 0) {
    return { kind: 'toReturn', label: BILL_BALANCE_LABELS.toReturn, amount: totals.toReturn };
  }
  if (totals.pending > 0) {
    return { kind: 'pending', label: BILL_BALANCE_LABELS.pending, amount: totals.pending };
  }
  return null;
}

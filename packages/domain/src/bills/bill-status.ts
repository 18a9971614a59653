export const BILL_STATUSES = ['draft', 'under_service', 'completed'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** What the shop owner sees for each stored status. */
export const BILL_STATUS_LABELS = {
  draft: 'On Hold',
  under_service: 'Pending',
  completed: 'Completed',
} as const satisfies Record<BillStatus, string>;

export const PAYMENT_MODES = ['cash', 'upi', 'card', 'bank', 'other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

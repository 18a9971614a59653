import type { PaymentMode } from '@khatabill/domain';

export const PAYMENT_MODE_LABELS = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank Transfer',
  other: 'Other',
} as const satisfies Record<PaymentMode, string>;

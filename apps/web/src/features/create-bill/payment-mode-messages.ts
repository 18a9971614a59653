import type { PaymentMode } from '@khatabill/domain';
import { messages } from '../../i18n/i18n';

// The payment modes as every screen names them; the Hindi is in i18n/hi/bills.json.

export const paymentModeMessages = messages('bills/payment-modes', {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank Transfer',
  other: 'Other',
} satisfies Record<PaymentMode, string>);

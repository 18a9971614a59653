import type { PaymentMode } from '@khatabill/domain';
import { messages } from '../../i18n/i18n';

// The payment modes as every screen names them; the Hindi is in i18n/hi/create-bill.json.

export const paymentModeMessages = messages('create-bill/payment-modes', {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank Transfer',
  other: 'Other',
} satisfies Record<PaymentMode, string>);

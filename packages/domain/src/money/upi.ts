import { toDecimalRupees } from './format';
import type { Paise } from './paise';

/**
 * The UPI deep link a payment QR encodes (Scan & Pay, and the settings' test payment).
 * The payee address is left as typed (UPI_ID_PATTERN allows no characters that need
 * escaping, and some UPI apps do not decode `%40`); the payee name is escaped.
 */
export function upiPaymentUrl(upiId: string, payeeName: string, amount: Paise): string {
  return `upi://pay?pa=${upiId}&pn=${encodeURIComponent(payeeName)}&am=${toDecimalRupees(amount)}&cu=INR`;
}

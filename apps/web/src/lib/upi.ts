import type { Paise } from '@khatabill/domain';

/** Paise as rupees with exactly two decimals (`1250.50`), as UPI amounts are written. */
function upiAmount(amount: Paise): string {
  return `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/**
 * The UPI deep link a payment QR encodes (Scan & Pay, and the settings' test payment).
 * The payee address is left as typed (UPI_ID_PATTERN allows no characters that need
 * escaping, and some UPI apps do not decode `%40`); the payee name is escaped.
 */
export function upiPaymentUrl(upiId: string, payeeName: string, amount: Paise): string {
  return `upi://pay?pa=${upiId}&pn=${encodeURIComponent(payeeName)}&am=${upiAmount(amount)}&cu=INR`;
}

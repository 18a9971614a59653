import { PRODUCT_NAME, UPI_TEST_AMOUNT_RUPEES } from '@khatabill/domain';

/** Click-to-chat with support; without a configured number WhatsApp lets the owner pick the chat. */
export function supportWhatsappUrl(supportNumber: string | undefined): string {
  const digits = supportNumber?.replace(/\D/g, '') ?? '';
  const text = encodeURIComponent(`Hi, I need help with ${PRODUCT_NAME}`);
  return digits ? `https://wa.me/${digits}?text=${text}` : `https://wa.me/?text=${text}`;
}

/**
 * The UPI deep link for the 1-rupee test payment. The payee address is left as typed
 * (UPI_ID_PATTERN allows no characters that need escaping, and some UPI apps do not
 * decode `%40`); the shop name is escaped.
 */
export function upiTestPaymentUrl(upiId: string, shopName: string): string {
  const amount = UPI_TEST_AMOUNT_RUPEES.toFixed(2);
  return `upi://pay?pa=${upiId}&pn=${encodeURIComponent(shopName)}&am=${amount}&cu=INR`;
}

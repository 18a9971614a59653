import { whatsappUrl, type BillDto, type Paise } from '@khatabill/domain';

/** The customer's receipt page; it carries the bill's share token, never its id (DESIGN §2). */
export function billShareUrl(shareToken: string, origin: string = window.location.origin): string {
  return `${origin}/your-bill/${shareToken}`;
}

/** Click-to-chat with the customer (91 + mobile), the bill link and the shop name prefilled. */
export function billWhatsappUrl(
  bill: Pick<BillDto, 'name' | 'mobile' | 'invoiceNumber'>,
  link: string,
  shopName: string,
): string {
  const text = `Hello ${bill.name}, thank you for choosing ${shopName}. Your bill ${bill.invoiceNumber}: ${link}`;
  return whatsappUrl(bill.mobile, text);
}

/** Paise as rupees with exactly two decimals (`1250.50`), as UPI amounts are written. */
function upiAmount(amount: Paise): string {
  return `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/**
 * The UPI deep link that the Scan & Pay QR encodes. The payee address is left as typed
 * (a valid UPI ID needs no escaping, and some UPI apps do not decode `%40`); the shop
 * name is escaped.
 */
export function upiPaymentUrl(upiId: string, shopName: string, amount: Paise): string {
  return `upi://pay?pa=${upiId}&pn=${encodeURIComponent(shopName)}&am=${upiAmount(amount)}&cu=INR`;
}

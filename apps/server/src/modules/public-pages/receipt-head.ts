import {
  billBalanceOf,
  formatRupees,
  rupeesToPaise,
  type PublicReceiptDto,
} from '@khatabill/domain';
import { previewHead, type PageHead } from './page-head';

const amount = (rupees: number) => formatRupees(rupeesToPaise(rupees));

/**
 * The receipt page's title and link preview: "Bill INV-12 from Sharma Store — ₹337.50",
 * so a bill forwarded on WhatsApp says what it is. Built from the public receipt alone, so
 * it can say nothing the receipt does not: no customer, no mobile, no service fields.
 * (Search engines are kept out by the page's X-Robots-Tag and the app's robots meta.)
 */
export function receiptPageHead(receipt: PublicReceiptDto, origin: string): PageHead {
  const { shop, totals } = receipt;
  const title = `Bill ${receipt.invoiceNumber} from ${shop.shopName} — ${amount(totals.finalTotal)}`;
  const balance = billBalanceOf(totals);
  const itemCount = receipt.items.length;
  return previewHead({
    title,
    description: [
      `${itemCount} ${itemCount === 1 ? 'item' : 'items'}`,
      balance ? `${balance.label} ${amount(balance.amount)}` : 'Paid in full',
      shop.location.city.trim(),
    ],
    image: shop.shopImage && `${origin}${shop.shopImage}`,
  });
}

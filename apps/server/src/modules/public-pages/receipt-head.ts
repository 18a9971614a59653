import {
  billBalanceOf,
  customerText,
  formatRupees,
  rupeesToPaise,
  type CustomerTextKey,
  type PublicReceiptDto,
} from '@khatabill/domain';
import { absoluteUrl, previewHead, type PageHead } from './page-head';

const amount = (rupees: number) => formatRupees(rupeesToPaise(rupees));

/**
 * The receipt page's title and link preview, in the shop's language: "Bill INV-12 from
 * Sharma Store — ₹337.50",
 * so a bill forwarded on WhatsApp says what it is. Built from the public receipt alone, so
 * it can say nothing the receipt does not: no customer, no mobile, no service fields.
 * (Search engines are kept out by the page's X-Robots-Tag and the app's robots meta.)
 */
export function receiptPageHead(receipt: PublicReceiptDto, origin: string | null): PageHead {
  const { shop, totals } = receipt;
  const text = (
    key: CustomerTextKey<'customer/link-preview'>,
    values?: Record<string, string | number>,
  ) => customerText(shop.language, 'customer/link-preview', key, values);
  const count = receipt.items.length;
  const balance = billBalanceOf(totals);
  return previewHead({
    title: text('billTitle', {
      invoice: receipt.invoiceNumber,
      shop: shop.shopName,
      amount: amount(totals.finalTotal),
    }),
    description: [
      count === 1 ? text('oneItem') : text('items', { count }),
      balance ? `${text(balance.kind)} ${amount(balance.amount)}` : text('paidInFull'),
      shop.location.city.trim(),
    ],
    image: shop.shopImage && absoluteUrl(origin, shop.shopImage),
  });
}

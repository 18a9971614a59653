import {
  billBalanceOf,
  formatRupees,
  rupeesToPaise,
  type PublicReceiptDto,
} from '@khatabill/domain';
import { customerTexts } from '../../messages';
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
  const texts = customerTexts(shop.language);
  const balance = billBalanceOf(totals);
  return previewHead({
    title: texts.billTitle(receipt.invoiceNumber, shop.shopName, amount(totals.finalTotal)),
    description: [
      texts.items(receipt.items.length),
      balance ? `${texts[balance.kind]} ${amount(balance.amount)}` : texts.paidInFull,
      shop.location.city.trim(),
    ],
    image: shop.shopImage && absoluteUrl(origin, shop.shopImage),
  });
}

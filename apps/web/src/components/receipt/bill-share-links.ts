import { formatRupeeNumber, whatsappUrl, type BillDto } from '@khatabill/domain';
import { jobMessages } from '../../i18n/domain-messages';
import { shareBillMessages } from './messages';

/** The public receipt address of a shared bill (product §10: the token, never the row id). */
export function billShareUrl(shareToken: string, origin: string = window.location.origin): string {
  return `${origin}/your-bill/${shareToken}`;
}

/**
 * Click-to-chat with the customer (91 + mobile), prefilled with the bill link and who it
 * is from (product §7 "External links"), in the language shown (the shop's).
 */
export function billWhatsappUrl(
  bill: Pick<BillDto, 'name' | 'mobile' | 'invoiceNumber'>,
  link: string,
  shopName: string,
): string {
  const text = shareBillMessages
    .get()
    .whatsappText({ name: bill.name, shop: shopName, number: bill.invoiceNumber, link });
  return whatsappUrl(bill.mobile, text);
}

/** Click-to-chat telling the customer their service job is ready, with the receipt and the pending amount. */
export function jobReadyWhatsappUrl(
  bill: Pick<BillDto, 'name' | 'mobile' | 'invoiceNumber' | 'totals'>,
  link: string,
  shopName: string,
): string {
  // In the language shown (the shop's).
  const t = jobMessages.get();
  const { pending } = bill.totals;
  const text = t.readyText({
    customer: bill.name,
    invoice: bill.invoiceNumber,
    shop: shopName,
    due:
      pending > 0 ? t.readyPending({ amount: formatRupeeNumber(pending) }) : t.readyNothingPending,
    link,
  });
  return whatsappUrl(bill.mobile, text);
}

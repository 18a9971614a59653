import {
  formatRupeeNumber,
  whatsappShareUrl,
  whatsappUrl,
  type PublicCampaignDto,
} from '@khatabill/domain';
import { formatDay } from './format';
import { dealTextMessages } from './whatsapp-messages';

/** What the deal's links and WhatsApp texts are made of (a public deal or a shop's own). */
export type LinkedDeal = Pick<PublicCampaignDto, 'slug' | 'title' | 'items' | 'endsOn'> & {
  shop: Pick<PublicCampaignDto['shop'], 'shopName'>;
};

/** The deal's page in the app (product §10: by its slug, never the row id). */
export function dealPath(slug: string): string {
  return `/campaigns/${encodeURIComponent(slug)}`;
}

/** The deal's public address, to share. */
export function dealShareUrl(slug: string, origin: string = window.location.origin): string {
  return `${origin}${dealPath(slug)}`;
}

/** `Screen guard ₹299 (was ₹499) and 2 more`: the first item's offer, the rest counted. */
function offerSummary(items: LinkedDeal['items']): string {
  const t = dealTextMessages.get();
  const [first, ...rest] = items;
  if (!first) return '';
  const price =
    first.offerPrice < first.originalPrice
      ? t.priceWas({
          price: formatRupeeNumber(first.offerPrice),
          original: formatRupeeNumber(first.originalPrice),
        })
      : formatRupeeNumber(first.offerPrice);
  return rest.length > 0
    ? t.offerAndMore({ item: first.name, price, more: rest.length })
    : t.offer({ item: first.name, price });
}

/** The deal in one message: title, shop, offer, last day and link (product §7 "External links"). */
export function dealText(deal: LinkedDeal, link: string = dealShareUrl(deal.slug)): string {
  return dealTextMessages.get().text({
    title: deal.title,
    shop: deal.shop.shopName,
    offer: offerSummary(deal.items),
    day: formatDay(deal.endsOn),
    link,
  });
}

/**
 * WhatsApp to whomever the sender picks, with the deal's text: passing the deal on. `link`
 * is the deal's address in it (the server, which has no window, names it).
 */
export function dealShareWhatsappUrl(deal: LinkedDeal, link?: string): string {
  return whatsappShareUrl(dealText(deal, link));
}

/** WhatsApp to the shop's contact phone (91 + 10 digits), asking about the deal. */
export function dealEnquiryWhatsappUrl(
  deal: LinkedDeal,
  contactPhone: string,
  link?: string,
): string {
  return whatsappUrl(contactPhone, dealTextMessages.get().enquiry({ deal: dealText(deal, link) }));
}

/** The shop's contact phone as a `tel:` link, with India's code so any dialer reaches it. */
export function dealTelUrl(contactPhone: string): string {
  return `tel:+91${contactPhone}`;
}

import { formatRupeeNumber, type CampaignDto } from '@khatabill/domain';
import { formatDay } from '../../lib/format';
import type { dealShareTextMessages } from './messages';

type ShareTexts = ReturnType<typeof dealShareTextMessages.get>;

/** `Screen guard ₹299 (was ₹499) and 2 more`: the first item's offer, the rest counted. */
function offerSummary(items: CampaignDto['items'], t: ShareTexts): string {
  const [first, ...rest] = items;
  if (!first) return '';
  const offer = formatRupeeNumber(first.offerPrice);
  const price =
    first.offerPrice < first.originalPrice
      ? t.priceWas({ price: offer, original: formatRupeeNumber(first.originalPrice) })
      : offer;
  return rest.length > 0
    ? t.offerAndMore({ item: first.name, price, count: rest.length })
    : t.offer({ item: first.name, price });
}

/**
 * The owner's deal in one WhatsApp message, in the language shown (the shop's): title, shop,
 * offer, last day and link (spec §7 "text about the deal").
 */
export function dealShareText(campaign: CampaignDto, link: string, t: ShareTexts): string {
  return t.text({
    title: campaign.title,
    shop: campaign.shop.shopName,
    offer: offerSummary(campaign.items, t),
    day: formatDay(campaign.endsOn),
    link,
  });
}

import type { PublicCampaignDto } from '@khatabill/domain';
import { dealEndsText } from '../../messages';
import { absoluteUrl, previewHead, type PageHead } from './page-head';

/** Previews show a line or two: a longer description is cut at about this many characters. */
const DESCRIPTION_LENGTH = 160;

function firstWords(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…`;
}

/**
 * A deal page's title and link preview: "Diwali offer — Ravi Mobiles", its description,
 * last day and city, and its banner (else its first item picture) at an absolute address
 * (when `origin` is known), so a deal shared on WhatsApp shows what it offers. Built from
 * the public deal alone.
 */
export function dealPageHead(deal: PublicCampaignDto, origin: string | null): PageHead {
  const image = deal.bannerImage ?? deal.items.find((item) => item.image)?.image;
  return previewHead({
    title: `${deal.title} — ${deal.shop.shopName}`,
    description: [
      firstWords(deal.description),
      dealEndsText(deal.endsOn, deal.shop.language),
      deal.shop.city.trim(),
    ],
    // Slugs are lowercase letters, digits and dashes: safe in a URL as they are.
    url: absoluteUrl(origin, `/campaigns/${deal.slug}`),
    image: image && absoluteUrl(origin, image),
  });
}

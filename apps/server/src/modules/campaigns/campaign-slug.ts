import { randomBytes } from 'node:crypto';

/** Room for a `-12` suffix within about 60 characters. */
const MAX_BASE_LENGTH = 56;

/** `Diwali Offer!` → `diwali-offer`; `Café` → `cafe`; '' when nothing Latin is left. */
function latinWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Cut at a word boundary when one is near, never ending on a dash. */
function shorten(slug: string): string {
  if (slug.length <= MAX_BASE_LENGTH) return slug;
  const cut = slug.slice(0, MAX_BASE_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > MAX_BASE_LENGTH / 2 ? cut.slice(0, lastDash) : cut).replace(/-$/, '');
}

/**
 * A deal's readable address, made once from its title and shop name:
 * `diwali-offer-ravi-mobiles` (lowercase ASCII letters, digits and dashes). A title with
 * nothing Latin in it (Hindi, say) gets `deal-<8 random hex>` instead.
 */
export function campaignSlugBase(title: string, shopName: string): string {
  const titleWords = latinWords(title);
  if (!titleWords) return `deal-${randomSlugPart()}`;
  return shorten([titleWords, latinWords(shopName)].filter(Boolean).join('-'));
}

/** The `n`th candidate for a base: the base itself, then `base-2`, `base-3`, … */
export function numberedSlug(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** The last resort when numbered candidates keep being taken by concurrent creates. */
export function randomSlug(base: string): string {
  return `${base}-${randomSlugPart()}`;
}

function randomSlugPart(): string {
  return randomBytes(4).toString('hex');
}

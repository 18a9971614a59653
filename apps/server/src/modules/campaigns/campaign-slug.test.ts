import { describe, expect, it } from 'vitest';
import { campaignSlugBase, numberedSlug, randomSlug } from './campaign-slug';

describe('a deal slug', () => {
  it('reads as the title and the shop name in lowercase ASCII words', () => {
    expect(campaignSlugBase('Diwali Offer!', 'Ravi Mobiles')).toBe('diwali-offer-ravi-mobiles');
    expect(campaignSlugBase('  50% OFF -- Café crème ', "Raj & Sons' Store")).toBe(
      '50-off-cafe-creme-raj-sons-store',
    );
  });

  it('stays within about 60 characters, cut between words', () => {
    const slug = campaignSlugBase('Big sale '.repeat(20), 'Ravi Mobiles');
    expect(slug.length).toBeLessThanOrEqual(56);
    expect(slug).toMatch(/^big-sale(-big-sale)*(-big)?$/);
    const oneWord = campaignSlugBase('x'.repeat(100), 'Shop');
    expect(oneWord).toBe('x'.repeat(56));
  });

  it('falls back to deal-<random> for a title with nothing Latin in it', () => {
    const slug = campaignSlugBase('दिवाली ऑफर', 'Ravi Mobiles');
    expect(slug).toMatch(/^deal-[0-9a-f]{8}$/);
    expect(campaignSlugBase('दिवाली ऑफर', 'Ravi Mobiles')).not.toBe(slug);
    expect(campaignSlugBase('ऑफर 2026', 'रवि')).toBe('2026');
  });

  it('numbers further candidates and ends with a random one', () => {
    expect(numberedSlug('sale-ravi', 1)).toBe('sale-ravi');
    expect(numberedSlug('sale-ravi', 3)).toBe('sale-ravi-3');
    expect(randomSlug('sale-ravi')).toMatch(/^sale-ravi-[0-9a-f]{8}$/);
  });
});

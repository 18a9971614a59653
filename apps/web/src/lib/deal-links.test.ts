import { afterEach, describe, expect, it } from 'vitest';
import { prepareLanguage } from '../i18n/i18n';
import { locale } from '../i18n/locale';
import { makeDeal } from '../test/deal-fixture';
import { dealEnquiryWhatsappUrl, dealText } from './deal-links';

const LINK = 'https://khatabill.example/campaigns/diwali-offer-ravi-mobiles';

afterEach(() => locale.set('en'));

describe('a deal in one message', () => {
  it('names the first offer and counts the rest', () => {
    expect(dealText(makeDeal(), LINK)).toBe(
      `Diwali offer at Ravi Mobiles: Screen guard ₹299 (was ₹499) and 2 more. Until 1 Dec 2030. ${LINK}`,
    );
    const [, unchanged] = makeDeal().items;
    expect(dealText(makeDeal({ items: [unchanged!] }), LINK)).toBe(
      `Diwali offer at Ravi Mobiles: Phone cover ₹350. Until 1 Dec 2030. ${LINK}`,
    );
  });

  it('is written in the language shown, the enquiry too', async () => {
    locale.set('hi');
    await prepareLanguage();
    const text = `Ravi Mobiles पर Diwali offer: Screen guard ₹299 (पहले ₹499), साथ में 2 और आइटम। 1 दिसंबर 2030 तक। ${LINK}`;
    expect(dealText(makeDeal(), LINK)).toBe(text);
    const enquiry = new URL(dealEnquiryWhatsappUrl(makeDeal(), '9876543210'));
    expect(enquiry.searchParams.get('text')).toMatch(/^नमस्ते, मुझे आपकी इस डील में दिलचस्पी है: /);
  });
});

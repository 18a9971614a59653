import { describe, expect, it } from 'vitest';
import { isHsnOrSac, isSac } from '../gst/hsn';
import { gstRatesOn } from '../gst/rates';
import { BUSINESS_CATEGORY_IDS } from './business-categories';
import { DEFAULT_GST_SUGGESTION, gstSuggestionFor } from './gst-suggestions';

describe('gstSuggestionFor', () => {
  it('offers every category a SAC and a rate in force', () => {
    for (const category of BUSINESS_CATEGORY_IDS) {
      const { hsn, rateBps } = gstSuggestionFor(category);
      expect(isSac(hsn) && isHsnOrSac(hsn)).toBe(true);
      expect(gstRatesOn('2026-11-28')).toContain(rateBps);
    }
  });

  it('offers the usual rate and no code to a shop of goods or of no known category', () => {
    for (const category of [null, undefined, '', 'grocery', 'constructor']) {
      expect(gstSuggestionFor(category)).toBe(DEFAULT_GST_SUGGESTION);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { receipt, taxInvoiceReceipt } from '../test/receipt-fixture';
import { renderReceiptPage } from './receipt-page';

/** The text of the page the server draws, as a browser without its script shows it. */
function drawnText(shown: typeof receipt): string {
  const html = renderReceiptPage({ receipt: shown, script: null });
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

describe('the receipt page the server draws', () => {
  it('draws a registered shop’s whole document at once, with nothing left to load', () => {
    const text = drawnText(taxInvoiceReceipt);

    for (const part of [
      'Tax Invoice',
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply',
      'Karnataka (29)',
      'HSN 8517',
      'GST 18% · IGST ₹165',
      'Invoice Total',
      'Rupees One Thousand Two Hundred Seventy Four Only',
      'HSN summary',
      'For Sharma Telecom Pvt Ltd',
      'Authorised signatory',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('draws it in the shop’s language', () => {
    const text = drawnText({
      ...taxInvoiceReceipt,
      shop: { ...taxInvoiceReceipt.shop, language: 'hi' },
    });

    expect(text).toContain('कर बीजक');
    expect(text).toContain('एक हज़ार दो सौ चौहत्तर रुपये मात्र');
  });

  it('draws a receipt without GST as before', () => {
    expect(drawnText(receipt)).not.toMatch(/Tax Invoice|Place of supply|signatory/);
  });
});

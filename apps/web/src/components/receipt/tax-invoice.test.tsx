import type { PublicReceiptDto } from '@khatabill/domain';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HINDI } from '../../i18n/hi';
import { i18n } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { receipt, taxInvoiceReceipt } from '../../test/receipt-fixture';
import { ReceiptView } from './receipt-view';

/** The value beside the term `label` (a `dt`). */
function termValue(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

/** The receipt, once its document's parts have loaded (an awaited act waits for them). */
async function renderDocument(shown: PublicReceiptDto) {
  await act(async () => {
    render(<ReceiptView receipt={shown} />);
  });
  return screen.getByRole('article');
}

/** A composition shop's bill of supply for 2 thalis: no tax, the total rounded. */
const billOfSupply: PublicReceiptDto = {
  ...receipt,
  items: [
    {
      name: 'Thali',
      quantity: 2,
      price: 120.4,
      hsn: '996331',
      unit: 'NOS',
      gstRate: 0,
      discount: 0,
      taxableValue: 240.8,
      cgst: 0,
      sgst: 0,
      igst: 0,
    },
  ],
  payment: { mode: 'cash', amountPaid: 241, discount: { type: 'amount', value: 0 } },
  totals: {
    itemsTotal: 240.8,
    discountAmount: 0,
    advanceAmount: 0,
    finalTotal: 241,
    pending: 0,
    toReturn: 0,
    taxableValue: 240.8,
    cgst: 0,
    sgst: 0,
    igst: 0,
    roundOff: 0.2,
    invoiceTotal: 241,
  },
  gst: {
    documentType: 'bill_of_supply',
    supplier: { legalName: 'Sharma Mobile Repair', gstin: '27AAPFU0939F1ZV' },
    customerGstin: null,
    customerAddress: null,
    placeOfSupply: '27',
    reverseCharge: false,
  },
};

describe('a registered shop’s document', () => {
  // Its parts are a chunk of their own: compiled once, so each render's act can wait for them.
  beforeAll(() => import('./tax-invoice'));
  afterEach(() => locale.set('en'));

  it('is a tax invoice with every part Rule 46 asks for', async () => {
    const document = await renderDocument(taxInvoiceReceipt);

    expect(within(document).getByText('Tax Invoice')).toBeInTheDocument();
    // The supplier: its legal name beside the shop's, and its GSTIN.
    expect(within(document).getByText('Sharma Telecom Pvt Ltd')).toBeInTheDocument();
    expect(within(document).getByText(/GSTIN: 27AAPFU0939F1ZV/)).toBeInTheDocument();
    // The customer: address, GSTIN, state; the place of supply; no reverse charge.
    expect(termValue('Address')).toBe('4th Cross, Indiranagar, Bengaluru');
    expect(termValue('GSTIN')).toBe('29AAGCB7383J1Z4');
    expect(termValue('State')).toBe('Karnataka (29)');
    expect(termValue('Place of supply')).toBe('Karnataka (29)');
    expect(termValue('Tax payable on reverse charge')).toBe('No');
    // Each line: HSN, quantity and unit, discount, taxable value, rate and IGST.
    const phone = within(document).getByText('Phone').closest('tr');
    expect(phone).toHaveTextContent(
      'Phone HSN 8517 · 2 NOS × ₹500Discount ₹83.33 · Taxable ₹916.67GST 18% · IGST ₹165',
    );
    expect(within(phone ?? document).getByText('₹1,000')).toBeInTheDocument();
    expect(within(document).getByText('Cover').closest('tr')).toHaveTextContent(
      'GST 5% · IGST ₹9.17',
    );
    // The totals: taxable value, IGST (no CGST across states), round off, invoice total.
    expect(termValue('Taxable value')).toBe('₹1,100');
    expect(termValue('IGST')).toBe('₹174.17');
    expect(screen.queryByText('CGST', { selector: 'dt' })).not.toBeInTheDocument();
    expect(termValue('Round off')).toBe('-₹0.17');
    expect(termValue('Invoice Total')).toBe('₹1,274');
    expect(screen.queryByText('Final Total')).not.toBeInTheDocument();
    expect(termValue('Pending')).toBe('₹274');
    expect(within(document).getByText(/Rupees One Thousand Two Hundred Seventy Four Only/));
    // The HSN summary: one row an HSN and rate.
    const summary = within(document).getByRole('table', { name: 'HSN summary' });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '8517₹916.6718%₹165',
      '3926₹183.335%₹9.17',
    ]);
    expect(within(document).getByText('For Sharma Telecom Pvt Ltd')).toBeInTheDocument();
    expect(within(document).getByText('Authorised signatory')).toBeInTheDocument();
  });

  it('shows CGST and SGST within the state, and the customer’s state only when Rule 46 asks', async () => {
    const gst = taxInvoiceReceipt.gst;
    if (!gst) throw new Error('the fixture is a tax invoice');
    await renderDocument({
      ...taxInvoiceReceipt,
      items: taxInvoiceReceipt.items.map((item) => ({ ...item, cgst: 1, sgst: 1, igst: 0 })),
      totals: { ...taxInvoiceReceipt.totals, cgst: 87.09, sgst: 87.08, igst: 0 },
      gst: { ...gst, customerGstin: null, customerAddress: null, placeOfSupply: '27' },
    });

    expect(termValue('CGST')).toBe('₹87.09');
    expect(termValue('SGST')).toBe('₹87.08');
    expect(termValue('Place of supply')).toBe('Maharashtra (27)');
    // A customer without GSTIN, a taxable value under ₹50,000: no state, no address.
    expect(screen.queryByText('State', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Address', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByText('Phone').closest('tr')).toHaveTextContent(
      'GST 18% · CGST ₹1 · SGST ₹1',
    );
  });

  it('is a bill of supply for a composition shop: what it must say, and no tax', async () => {
    const document = await renderDocument(billOfSupply);

    expect(within(document).getByText('Bill of Supply')).toBeInTheDocument();
    expect(
      within(document).getByText(
        'Composition taxable person, not eligible to collect tax on supplies',
      ),
    ).toBeInTheDocument();
    expect(within(document).queryByText(/GST \d/)).not.toBeInTheDocument();
    expect(within(document).queryByText(/Taxable/)).not.toBeInTheDocument();
    expect(within(document).queryByText(/^(CGST|SGST|IGST)$/)).not.toBeInTheDocument();
    expect(within(document).queryByRole('table', { name: 'HSN summary' })).toBeNull();
    expect(termValue('Round off')).toBe('₹0.20');
    expect(termValue('Invoice Total')).toBe('₹241');
    expect(within(document).getByText(/Rupees Two Hundred Forty One Only/)).toBeInTheDocument();
    // The shop trades under its legal name: the name is not repeated.
    expect(within(document).getAllByText(/Sharma Mobile Repair/)).toHaveLength(2);
  });

  it('speaks Hindi, the amount in words too', async () => {
    i18n.cache.hi = HINDI as never;
    locale.set('hi');

    const document = await renderDocument(taxInvoiceReceipt);

    expect(within(document).getByText('कर बीजक')).toBeInTheDocument();
    expect(termValue('आपूर्ति का स्थान')).toBe('Karnataka (29)');
    expect(termValue('रिवर्स चार्ज पर देय कर')).toBe('नहीं');
    expect(termValue('कर योग्य मूल्य')).toBe('₹1,100');
    expect(termValue('पूर्णांकन')).toBe('-₹0.17');
    expect(within(document).getByText(/एक हज़ार दो सौ चौहत्तर रुपये मात्र/)).toBeInTheDocument();
    expect(within(document).getByText('अधिकृत हस्ताक्षरकर्ता')).toBeInTheDocument();
  });

  it('leaves a receipt without GST as it was', () => {
    render(<ReceiptView receipt={receipt} />);

    // Drawn at once: nothing to load.
    const document = screen.getByRole('article');
    expect(within(document).queryByText(/Tax Invoice|Place of supply|signatory/)).toBeNull();
    expect(within(document).getByText('Battery').closest('tr')).toHaveTextContent(
      'Battery 1 × ₹1,200₹1,200',
    );
    expect(termValue('Final Total')).toBe('₹1,200');
  });
});

import { describe, expect, it } from 'vitest';
import { amountPaidOf, computeBillTotals } from '../bills/bill-totals';
import { paise } from '../money/paise';
import { billTotalsWithGst } from './gst-bill-totals';

const money = {
  items: [{ quantity: 3, price: paise(3_333), gstRateBps: 500 }],
  discount: { type: 'amount' as const, value: paise(0) },
  advance: paise(1_000),
  amountPaid: paise(5_000),
};

describe('billTotalsWithGst', () => {
  it('is the plain totals for a bill without GST', () => {
    expect(billTotalsWithGst(money)).toEqual({ totals: computeBillTotals(money), gst: null });
  });

  it('charges the rounded invoice total, and the rest follows from it', () => {
    const { totals, gst } = billTotalsWithGst({
      ...money,
      gst: { pricesIncludeTax: false, interState: true, taxed: true },
    });
    // 99.99 + 5.00 IGST = 104.99 → 105.00; less the advance of 10 and 50 paid, 45 pending.
    expect(gst).toMatchObject({ igst: 500, roundOff: 1, invoiceTotal: 10_500 });
    expect(totals).toEqual({
      itemsTotal: 9_999,
      discountAmount: 0,
      taxAndRoundOff: 501,
      advanceAmount: 1_000,
      finalTotal: 9_500,
      pending: 4_500,
      toReturn: 0,
    });
    expect(amountPaidOf(totals)).toBe(5_000);
  });
});

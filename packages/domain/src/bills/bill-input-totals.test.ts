import { describe, expect, it } from 'vitest';
import { billInput } from '../schemas/bill.schemas';
import { computeBillInputTotals } from './bill-input-totals';

const request = {
  name: 'Ravi',
  mobile: '9876543210',
  items: [{ name: 'Screen', quantity: 2, price: '1250.25' }],
  payment: { amountPaid: 500, discount: { type: 'percent', value: 10 } },
  customFields: { serviceInfo: { 'Advance Amount': 300 } },
};

describe('computeBillInputTotals', () => {
  it('converts a validated request from rupees and computes its totals', () => {
    expect(computeBillInputTotals(billInput.parse(request))).toEqual({
      itemsTotal: 250050,
      discountAmount: 25005,
      taxAndRoundOff: 0,
      advanceAmount: 30000,
      finalTotal: 195045,
      pending: 145045,
      toReturn: 0,
    });
  });

  it('ignores payment and advance on a draft', () => {
    const totals = computeBillInputTotals(billInput.parse({ ...request, status: 'draft' }));
    expect(totals).toMatchObject({ advanceAmount: 0, finalTotal: 225045, pending: 225045 });
  });

  it('applies an amount discount in rupees', () => {
    const bill = billInput.parse({
      ...request,
      payment: { discount: { type: 'amount', value: '0.50' } },
    });
    expect(computeBillInputTotals(bill).discountAmount).toBe(50);
  });
});

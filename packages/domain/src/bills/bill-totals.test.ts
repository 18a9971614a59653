import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise, type Paise } from '../money/paise';
import { advanceFromServiceInfo, isAdvanceLabel } from './advance';
import {
  amountPaidOf,
  balanceAfterPayment,
  computeBillTotals,
  type BillTotalsInput,
} from './bill-totals';
import type { BasisPoints, BillDiscount } from './discount';

const p = (n: number): Paise => paise(n);
const off = (value: number): BillDiscount => ({ type: 'amount', value: p(value) });
const percentOff = (bps: number): BillDiscount => ({ type: 'percent', value: bps as BasisPoints });
const base = { discount: off(0), advance: p(0), amountPaid: p(0) };

const totalsInput: fc.Arbitrary<BillTotalsInput> = fc.record({
  items: fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 1000 }),
      price: fc.integer({ min: 1, max: 10_000_000 }).map(p),
    }),
    { minLength: 1, maxLength: 20 },
  ),
  discount: fc.oneof(
    fc.integer({ min: 0, max: 1e11 }).map(off),
    fc.integer({ min: 0, max: 10_000 }).map(percentOff),
  ),
  advance: fc.integer({ min: 0, max: 1e11 }).map(p),
  amountPaid: fc.integer({ min: 0, max: 1e11 }).map(p),
});

describe('computeBillTotals', () => {
  it('sums quantity × price and leaves the unpaid rest pending', () => {
    const totals = computeBillTotals({
      ...base,
      items: [
        { quantity: 2, price: p(15050) },
        { quantity: 1, price: p(999) },
      ],
      amountPaid: p(10000),
    });
    expect(totals).toEqual({
      itemsTotal: 31099,
      discountAmount: 0,
      taxAndRoundOff: 0,
      advanceAmount: 0,
      finalTotal: 31099,
      pending: 21099,
      toReturn: 0,
    });
  });

  it('rounds a percent discount half up to the paisa', () => {
    // 12.5 % of ₹31.50 is 393.75 paise → 394; 10 % of 5 paise is 0.5 → 1.
    const items = [{ quantity: 3, price: p(1050) }];
    expect(computeBillTotals({ ...base, items, discount: percentOff(1250) }).discountAmount).toBe(
      394,
    );
    const tiny = [{ quantity: 1, price: p(5) }];
    expect(
      computeBillTotals({ ...base, items: tiny, discount: percentOff(1000) }).discountAmount,
    ).toBe(1);
    const under = [{ quantity: 1, price: p(4) }];
    expect(
      computeBillTotals({ ...base, items: under, discount: percentOff(1000) }).discountAmount,
    ).toBe(0);
  });

  it('subtracts discount and advance, and says what to return when overpaid', () => {
    const totals = computeBillTotals({
      items: [{ quantity: 1, price: p(100000) }],
      discount: off(10000),
      advance: p(20000),
      amountPaid: p(80000),
    });
    expect(totals).toMatchObject({
      discountAmount: 10000,
      advanceAmount: 20000,
      finalTotal: 70000,
      pending: 0,
      toReturn: 10000,
    });
  });

  it('floors the final total at zero and returns the advance above the bill', () => {
    const totals = computeBillTotals({
      ...base,
      items: [{ quantity: 1, price: p(500) }],
      advance: p(800),
    });
    expect(totals).toMatchObject({ finalTotal: 0, pending: 0, toReturn: 300, advanceAmount: 800 });
  });

  it('returns the advance above the bill less its discount together with any amount paid', () => {
    const totals = computeBillTotals({
      items: [{ quantity: 1, price: p(10000) }],
      discount: off(2000),
      advance: p(100000),
      amountPaid: p(500),
    });
    expect(totals).toMatchObject({ finalTotal: 0, pending: 0, toReturn: 92500 });
    expect(amountPaidOf(totals)).toBe(500);
  });

  it('clamps an over-large discount to the items total', () => {
    const items = [{ quantity: 1, price: p(500) }];
    expect(computeBillTotals({ ...base, items, discount: off(900) }).discountAmount).toBe(500);
    expect(computeBillTotals({ ...base, items, discount: percentOff(20000) }).discountAmount).toBe(
      500,
    );
    expect(computeBillTotals({ ...base, items, discount: off(-100) }).discountAmount).toBe(0);
  });

  it('stays exact beyond the float-safe range of intermediate products', () => {
    const totals = computeBillTotals({
      ...base,
      items: [{ quantity: 100_000, price: p(10_000_000_000) }],
      discount: percentOff(3333),
    });
    expect(totals.itemsTotal).toBe(1_000_000_000_000_000);
    expect(totals.discountAmount).toBe(333_300_000_000_000);
  });

  it('refuses a total that is not a safe integer', () => {
    const items = [{ quantity: 100_000, price: p(Number.MAX_SAFE_INTEGER) }];
    expect(() => computeBillTotals({ ...base, items })).toThrow(RangeError);
  });

  it('keeps every total consistent for any bill', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const t = computeBillTotals(input);
        const itemsTotal = input.items.reduce((sum, item) => sum + item.quantity * item.price, 0);
        expect(t.itemsTotal).toBe(itemsTotal);
        expect(t.discountAmount).toBeGreaterThanOrEqual(0);
        expect(t.discountAmount).toBeLessThanOrEqual(t.itemsTotal);
        expect(t.finalTotal).toBe(Math.max(0, t.itemsTotal - t.discountAmount - t.advanceAmount));
        expect(t.pending > 0 && t.toReturn > 0).toBe(false);
        // What the customer still owes on the bill, below zero when the shop owes them.
        const owed = t.itemsTotal - t.discountAmount - input.advance - input.amountPaid;
        expect(t.pending - t.toReturn).toBe(owed);
        expect(amountPaidOf(t)).toBe(input.amountPaid);
        for (const value of Object.values(t))
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
      }),
    );
  });
});

describe('balanceAfterPayment', () => {
  const due = { pending: p(100000), toReturn: p(0) };

  it('leaves a due when paid short, nothing when paid exactly and the excess when overpaid', () => {
    expect(balanceAfterPayment(due, p(40000))).toEqual({ pending: 60000, toReturn: 0 });
    expect(balanceAfterPayment(due, p(100000))).toEqual({ pending: 0, toReturn: 0 });
    expect(balanceAfterPayment(due, p(103000))).toEqual({ pending: 0, toReturn: 3000 });
  });

  it('adds money received to what is already to return', () => {
    expect(balanceAfterPayment({ pending: p(0), toReturn: p(900) }, p(100))).toEqual({
      pending: 0,
      toReturn: 1000,
    });
  });

  it('agrees with the totals of the bill saved with the money received', () => {
    fc.assert(
      fc.property(totalsInput, fc.integer({ min: 0, max: 1e11 }), (input, received) => {
        const before = computeBillTotals(input);
        const after = computeBillTotals({ ...input, amountPaid: p(input.amountPaid + received) });
        expect(balanceAfterPayment(before, p(received))).toEqual({
          pending: after.pending,
          toReturn: after.toReturn,
        });
      }),
    );
  });
});

describe('amountPaidOf', () => {
  it('recovers the amount paid from the totals, short, exact or overpaid', () => {
    const items = [{ quantity: 1, price: p(100000) }];
    for (const paid of [0, 40000, 100000, 103000]) {
      expect(amountPaidOf(computeBillTotals({ ...base, items, amountPaid: p(paid) }))).toBe(paid);
    }
  });
});

describe('advance', () => {
  it('recognises the four advance labels, ignoring case and spaces', () => {
    for (const label of [
      'advanceAmount',
      'Advance Amount',
      'Advance Paid',
      'Advance Collected',
      ' advance paid ',
    ]) {
      expect(isAdvanceLabel(label)).toBe(true);
    }
    expect(isAdvanceLabel('Amount')).toBe(false);
  });

  it('sums advance values in rupees and skips empty, invalid and other fields', () => {
    const info = {
      'Advance Amount': '150.50',
      'Advance Paid': '49.5',
      'Advance Collected': 'abc',
      advanceAmount: '',
      Kilometers: '5000',
    };
    expect(advanceFromServiceInfo(info)).toBe(20000);
    expect(advanceFromServiceInfo({})).toBe(0);
    expect(advanceFromServiceInfo({ 'Advance Paid': '-20' })).toBe(0);
  });
});

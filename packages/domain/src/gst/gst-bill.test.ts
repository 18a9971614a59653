import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountAmountOf, type BasisPoints, type BillDiscount } from '../bills/discount';
import { paise } from '../money/paise';
import {
  computeGstBill,
  hsnSummary,
  lineDiscountOf,
  spreadDiscount,
  type GstBillInput,
  type HsnLine,
} from './gst-bill';

const RATES = [0, 25, 150, 300, 500, 1800, 4000];
const noDiscount: BillDiscount = { type: 'amount', value: paise(0) };
const bill = (overrides: Partial<GstBillInput>): GstBillInput => ({
  lines: [],
  discount: noDiscount,
  pricesIncludeTax: true,
  interState: false,
  taxed: true,
  ...overrides,
});
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

const input: fc.Arbitrary<GstBillInput> = fc
  .record({
    lines: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 1000 }),
        price: fc.integer({ min: 1, max: 10_000_000 }).map(paise),
        gstRateBps: fc.constantFrom(...RATES),
      }),
      { minLength: 1, maxLength: 20 },
    ),
    discountPercent: fc.integer({ min: 0, max: 10_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    percent: fc.boolean(),
    pricesIncludeTax: fc.boolean(),
    interState: fc.boolean(),
    taxed: fc.boolean(),
  })
  .map(({ lines, discountPercent, discountShare, percent, ...rest }) => {
    const itemsTotal = sum(lines.map((line) => line.quantity * line.price));
    const discount: BillDiscount = percent
      ? { type: 'percent', value: discountPercent as BasisPoints }
      : { type: 'amount', value: paise(Math.floor(itemsTotal * discountShare)) };
    return { lines, discount, ...rest };
  });

describe('computeGstBill', () => {
  it('takes the tax out of a price that includes it', () => {
    const result = computeGstBill(
      bill({ lines: [{ quantity: 1, price: paise(11_800), gstRateBps: 1800 }] }),
    );
    expect(result).toMatchObject({
      taxableValue: 10_000,
      cgst: 900,
      sgst: 900,
      igst: 0,
      roundOff: 0,
      invoiceTotal: 11_800,
    });
  });

  it('adds the tax to a price that excludes it, as IGST across states, and rounds the total', () => {
    const result = computeGstBill(
      bill({
        lines: [{ quantity: 3, price: paise(3_333), gstRateBps: 500 }],
        pricesIncludeTax: false,
        interState: true,
      }),
    );
    // 99.99 taxable, 5 % is 5.00 (4.9995 rounded half up), 104.99 → 105.00.
    expect(result).toMatchObject({
      taxableValue: 9_999,
      igst: 500,
      cgst: 0,
      sgst: 0,
      exactTotal: 10_499,
      roundOff: 1,
      invoiceTotal: 10_500,
    });
  });

  it('gives the odd paisa of a line to CGST', () => {
    const [line] = computeGstBill(
      bill({
        lines: [{ quantity: 1, price: paise(1_001), gstRateBps: 1800 }],
        pricesIncludeTax: false,
      }),
    ).lines;
    // 18 % of ₹10.01 is 180.18 paise: 180, split 90 + 90; of ₹10.03, 181: 91 + 90.
    expect(line).toMatchObject({ cgst: 90, sgst: 90 });
    const [odd] = computeGstBill(
      bill({
        lines: [{ quantity: 1, price: paise(1_003), gstRateBps: 1800 }],
        pricesIncludeTax: false,
      }),
    ).lines;
    expect(odd).toMatchObject({ cgst: 91, sgst: 90 });
  });

  it('spreads the discount by value and charges no tax for an untaxed shop', () => {
    const result = computeGstBill(
      bill({
        lines: [
          { quantity: 1, price: paise(20_000), gstRateBps: 1800 },
          { quantity: 1, price: paise(10_000), gstRateBps: 500 },
        ],
        discount: { type: 'amount', value: paise(100) },
        taxed: false,
      }),
    );
    expect(result.lines.map((line) => line.discount)).toEqual([67, 33]);
    expect(result).toMatchObject({ taxableValue: 29_900, totalTax: 0, roundOff: 0 });
  });

  it('takes a percent discount off the items total, rounded half up, before the tax', () => {
    // 10 % of ₹135.05 is 1350.5 paise → 1351; its shares 1000.37 and 350.63 round down to 1000
    // and 350, and the paisa left goes to the larger remainder.
    const result = computeGstBill(
      bill({
        lines: [
          { quantity: 2, price: paise(5_000), gstRateBps: 1800 },
          { quantity: 1, price: paise(3_505), gstRateBps: 500 },
        ],
        discount: { type: 'percent', value: 1000 as BasisPoints },
        pricesIncludeTax: false,
      }),
    );
    expect(result.lines.map((line) => [line.discount, line.taxableValue])).toEqual([
      [1_000, 9_000],
      [351, 3_154],
    ]);
    // 18 % of ₹90.00 is 16.20 (8.10 + 8.10); 5 % of ₹31.54 is 157.7 paise → 158 (79 + 79).
    expect(result).toMatchObject({
      cgst: 810 + 79,
      sgst: 810 + 79,
      totalTax: 1_778,
      exactTotal: 13_932,
      roundOff: -32,
      invoiceTotal: 13_900,
    });
  });

  it('adds up exactly, whatever the lines, discount and prices', () => {
    fc.assert(
      fc.property(input, (bill) => {
        const result = computeGstBill(bill);
        const { lines } = result;
        const itemsTotal = sum(bill.lines.map((line) => line.quantity * line.price));
        const discount = sum(lines.map((line) => line.discount));
        expect(discount).toBe(Number(discountAmountOf(BigInt(itemsTotal), bill.discount)));
        for (const line of lines) {
          const tax = line.cgst + line.sgst + line.igst;
          expect(line.cgst - line.sgst).toBeGreaterThanOrEqual(0);
          expect(line.cgst - line.sgst).toBeLessThanOrEqual(1);
          if (bill.interState) expect(line.cgst + line.sgst).toBe(0);
          else expect(line.igst).toBe(0);
          if (!bill.taxed) expect(tax).toBe(0);
          if (bill.pricesIncludeTax || !bill.taxed) {
            expect(line.taxableValue + tax).toBe(line.value - line.discount);
          } else {
            expect(line.taxableValue).toBe(line.value - line.discount);
          }
          expect(lineDiscountOf(line, bill.pricesIncludeTax)).toBe(line.discount);
        }
        expect(result.taxableValue).toBe(sum(lines.map((line) => line.taxableValue)));
        expect(result.cgst).toBe(sum(lines.map((line) => line.cgst)));
        expect(result.sgst).toBe(sum(lines.map((line) => line.sgst)));
        expect(result.igst).toBe(sum(lines.map((line) => line.igst)));
        expect(result.totalTax).toBe(result.cgst + result.sgst + result.igst);
        expect(result.exactTotal).toBe(result.taxableValue + result.totalTax);
        if (bill.pricesIncludeTax || !bill.taxed) {
          // The customer pays the prices asked, less the discount.
          expect(result.exactTotal).toBe(itemsTotal - discount);
        }
        expect(result.invoiceTotal % 100).toBe(0);
        expect(result.invoiceTotal).toBe(result.exactTotal + result.roundOff);
        expect(result.roundOff).toBeGreaterThanOrEqual(-49);
        expect(result.roundOff).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('spreadDiscount', () => {
  it('gives each line its share, the shares adding up to the discount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, fraction) => {
          const total = values.reduce((a, b) => a + b, 0n);
          const discount = BigInt(Math.floor(Number(total) * fraction));
          const shares = spreadDiscount(values, discount > total ? total : discount);
          expect(shares.reduce((a, b) => a + b, 0n)).toBe(discount > total ? total : discount);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0n);
            expect(share).toBeLessThanOrEqual(values[index] ?? 0n);
          });
        },
      ),
    );
  });

  it('breaks a tie in favour of the earlier line', () => {
    expect(spreadDiscount([100n, 100n, 100n], 2n)).toEqual([1n, 1n, 0n]);
  });
});

describe('hsnSummary', () => {
  const line = (hsn: string, gstRateBps: number, taxable: number, unit = 'NOS') => ({
    hsn,
    unit,
    quantity: 2,
    gstRateBps,
    taxableValue: paise(taxable),
    cgst: paise(taxable / 10),
    sgst: paise(taxable / 10),
    igst: paise(0),
  });

  it('adds up the lines of one HSN, unit and rate, in the order they first appear', () => {
    expect(
      hsnSummary([
        { ...line('8517', 1800, 1000), description: 'Phones' },
        line('998713', 1800, 500),
        { ...line('8517', 1800, 2000), description: 'Chargers' },
        line('8517', 500, 100),
        line('8517', 1800, 300, 'PCS'),
      ]),
    ).toEqual([
      { ...line('8517', 1800, 3000), description: 'Phones', quantity: 4, totalValue: 3600 },
      { ...line('998713', 1800, 500), totalValue: 600 },
      { ...line('8517', 500, 100), totalValue: 120 },
      { ...line('8517', 1800, 300, 'PCS'), totalValue: 360 },
    ]);
  });

  it('keeps only the fields of the summary', () => {
    const [row] = hsnSummary([{ ...line('8517', 1800, 1000), id: 'line-1' } as HsnLine]);
    expect(row).not.toHaveProperty('id');
  });
});

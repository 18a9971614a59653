import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../money/paise';
import { buildGstr1, gstr1PlaceOfSupply, type Gstr1Invoice, type Gstr1Line } from './gstr1';

const line = (gstRateBps: number, taxable: number, interState: boolean): Gstr1Line => {
  const tax = Math.round((taxable * gstRateBps) / 10_000);
  return {
    hsn: gstRateBps === 500 ? '8504' : '998713',
    unit: 'NOS',
    quantity: 1,
    gstRateBps,
    taxableValue: paise(taxable),
    igst: paise(interState ? tax : 0),
    cgst: paise(interState ? 0 : tax - Math.floor(tax / 2)),
    sgst: paise(interState ? 0 : Math.floor(tax / 2)),
  };
};

const invoice = (overrides: Partial<Gstr1Invoice> & { lines: Gstr1Line[] }): Gstr1Invoice => ({
  invoiceNumber: 'INV/26-27/1',
  date: '2026-11-02',
  customerName: 'Asha',
  customerGstin: null,
  placeOfSupply: '27',
  supplierState: '27',
  invoiceTotal: paise(0),
  ...overrides,
});

describe('buildGstr1', () => {
  it('puts each invoice in its table: B2B by GSTIN, B2C large above ₹1 lakh across states, else B2C small', () => {
    const gstr1 = buildGstr1([
      invoice({
        invoiceNumber: 'INV/26-27/1',
        customerGstin: '29AAGCB7383J1Z4',
        placeOfSupply: '29',
        lines: [line(1800, 10_000, true), line(500, 20_000, true), line(1800, 5_000, true)],
      }),
      invoice({
        invoiceNumber: 'INV/26-27/2',
        placeOfSupply: '29',
        invoiceTotal: paise(2_00_000_00),
        lines: [line(1800, 1_69_491_53, true)],
      }),
      invoice({ invoiceNumber: 'INV/26-27/3', lines: [line(1800, 1_000, false)] }),
      invoice({ invoiceNumber: 'INV/26-27/4', lines: [line(1800, 3_000, false)] }),
      invoice({
        invoiceNumber: 'INV/26-27/5',
        placeOfSupply: '29',
        invoiceTotal: paise(1_180),
        lines: [line(1800, 1_000, true)],
      }),
    ]);

    expect(gstr1.b2b.map((row) => [row.gstRateBps, row.taxableValue, row.igst])).toEqual([
      [1800, 15_000, 2_700],
      [500, 20_000, 1_000],
    ]);
    expect(gstr1.b2cl.map((row) => row.invoiceNumber)).toEqual(['INV/26-27/2']);
    expect(gstr1.b2cs).toEqual([
      { placeOfSupply: '27', gstRateBps: 1800, taxableValue: 4_000, igst: 0, cgst: 360, sgst: 360 },
      { placeOfSupply: '29', gstRateBps: 1800, taxableValue: 1_000, igst: 180, cgst: 0, sgst: 0 },
    ]);
    expect(gstr1.hsnB2b.map((row) => [row.hsn, row.gstRateBps, row.quantity])).toEqual([
      ['998713', 1800, 2],
      ['8504', 500, 1],
    ]);
    expect(gstr1.documents).toEqual([
      { series: 'INV/26-27/', first: 'INV/26-27/1', last: 'INV/26-27/5', count: 5, cancelled: 0 },
    ]);
    expect(gstr1PlaceOfSupply('29')).toBe('29-Karnataka');
  });

  it('loses and doubles nothing: the tables add up to the invoices', () => {
    const anyLine = fc
      .record({
        rate: fc.constantFrom(0, 25, 300, 500, 1800, 4000),
        taxable: fc.integer({ min: 0, max: 1e9 }),
        interState: fc.boolean(),
      })
      .map(({ rate, taxable, interState }) => line(rate, taxable, interState));
    const anyInvoice = fc
      .record({
        lines: fc.array(anyLine, { minLength: 1, maxLength: 5 }),
        b2b: fc.boolean(),
        placeOfSupply: fc.constantFrom('27', '29', '07'),
        invoiceTotal: fc.integer({ min: 0, max: 1e9 }),
        number: fc.integer({ min: 1, max: 99_999 }),
      })
      .map(({ lines, b2b, placeOfSupply, invoiceTotal, number }) =>
        invoice({
          lines,
          placeOfSupply,
          invoiceTotal: paise(invoiceTotal),
          customerGstin: b2b ? '29AAGCB7383J1Z4' : null,
          invoiceNumber: `INV/26-27/${number}`,
        }),
      );
    fc.assert(
      fc.property(fc.array(anyInvoice, { maxLength: 20 }), (invoices) => {
        const gstr1 = buildGstr1(invoices);
        const sum = (rows: readonly { taxableValue: number; igst: number; cgst: number }[]) =>
          rows.reduce((total, row) => total + row.taxableValue + row.igst * 3 + row.cgst * 7, 0);
        const all = invoices.flatMap((each) => each.lines);
        expect(sum(gstr1.b2b) + sum(gstr1.b2cl) + sum(gstr1.b2cs)).toBe(sum(all));
        expect(sum(gstr1.hsnB2b) + sum(gstr1.hsnB2c)).toBe(sum(all));
        expect(gstr1.documents.reduce((count, doc) => count + doc.count, 0)).toBe(invoices.length);
      }),
    );
  });
});

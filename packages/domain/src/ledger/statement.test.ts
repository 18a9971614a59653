import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBillTotals } from '../bills/bill-totals';
import { NO_DISCOUNT } from '../bills/discount';
import { paise, type Paise } from '../money/paise';
import { billLedgerEntries } from './ledger';
import { statementLines, type StatementEntry } from './statement';

const p = (n: number): Paise => paise(n);

/** A bill's two entries as the khata lists them, newest first: the payments above the charge. */
function billEntries(
  name: string,
  totals: ReturnType<typeof computeBillTotals>,
): (StatementEntry & { name: string })[] {
  const { debit, credit } = billLedgerEntries(totals);
  const billAdvance = totals.advanceAmount;
  return [
    { name, type: 'credit' as const, amount: credit, billAdvance },
    { name, type: 'debit' as const, amount: debit, billAdvance },
  ].filter(({ amount }) => amount > 0);
}

const summary = (lines: ReturnType<typeof statementLines>) =>
  lines.map(({ kind, amount, balance }) => [kind, amount, balance]);

describe('statementLines', () => {
  it("reads a bill's credit as its receipt's advance and amount paid, under the balances they leave", () => {
    // Final Total ₹1,700 (₹2,000 less a ₹300 advance), ₹1,000 paid: ₹700 pending.
    const totals = computeBillTotals({
      items: [{ quantity: 1, price: p(200000) }],
      discount: NO_DISCOUNT,
      advance: p(30000),
      amountPaid: p(100000),
    });

    const lines = statementLines(billEntries('RMC-101', totals), p(-70000));

    expect(summary(lines)).toEqual([
      ['billPayment', 100000, -70000],
      ['advance', 30000, -170000],
      ['bill', 200000, -200000],
    ]);
    expect(lines.map(({ entry }) => entry.name)).toEqual(['RMC-101', 'RMC-101', 'RMC-101']);
  });

  it('names entries written by hand as money paid by the customer or given to them', () => {
    const lines = statementLines(
      [
        { type: 'credit', amount: p(20000), billAdvance: null },
        { type: 'debit', amount: p(5000), billAdvance: null },
      ],
      p(15000),
    );

    expect(summary(lines)).toEqual([
      ['payment', 20000, 15000],
      ['given', 5000, -5000],
    ]);
  });

  it('leaves out the part of a bill that was not paid: no advance, or only an advance', () => {
    const bill = (advance: number, amountPaid: number) =>
      computeBillTotals({
        items: [{ quantity: 1, price: p(1000) }],
        discount: NO_DISCOUNT,
        advance: p(advance),
        amountPaid: p(amountPaid),
      });

    expect(summary(statementLines(billEntries('A', bill(0, 400)), p(-600)))).toEqual([
      ['billPayment', 400, -600],
      ['bill', 1000, -1000],
    ]);
    expect(summary(statementLines(billEntries('B', bill(1500, 0)), p(500)))).toEqual([
      ['advance', 1500, 500],
      ['bill', 1000, -1000],
    ]);
  });

  it("agrees with the bill's receipt for any bill: its Final Total after the advance, then what it leaves", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.nat(1e9),
        fc.nat(1e9),
        fc.nat(1e9),
        fc.integer({ min: -1e9, max: 1e9 }),
        (price, discount, advance, amountPaid, before) => {
          const totals = computeBillTotals({
            items: [{ quantity: 1, price: p(price) }],
            // Less than the whole bill, which would post no charge.
            discount: { type: 'amount', value: p(discount % price) },
            advance: p(advance),
            amountPaid: p(amountPaid),
          });
          const left = totals.toReturn - totals.pending;
          const lines = statementLines(billEntries('bill', totals), p(before + left));

          const billLine = lines.at(-1);
          expect(billLine).toMatchObject({
            kind: 'bill',
            amount: totals.itemsTotal - totals.discountAmount,
          });
          expect(billLine?.balance).toBe(before - billLine!.amount);
          const afterAdvance = lines.find(({ kind }) => kind === 'advance') ?? billLine!;
          expect(Math.max(0, before - afterAdvance.balance)).toBe(totals.finalTotal);
          expect(lines[0]?.balance).toBe(before + left);
          expect(lines.every(({ amount }) => amount > 0)).toBe(true);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBillTotals } from '../bills/bill-totals';
import { NO_DISCOUNT, type BasisPoints } from '../bills/discount';
import { paise } from '../money/paise';
import {
  balanceOf,
  billLedgerEntries,
  LEDGER_TYPES,
  runningBalances,
  type LedgerEntryAmount,
} from './ledger';

describe('billLedgerEntries', () => {
  it('debits items less discount and credits advance plus amount paid', () => {
    const totals = computeBillTotals({
      items: [{ quantity: 2, price: paise(50000) }],
      discount: { type: 'amount', value: paise(10000) },
      advance: paise(20000),
      amountPaid: paise(30000),
    });
    expect(billLedgerEntries(totals)).toEqual({ debit: 90000, credit: 50000 });
  });

  it('leaves a due for a bill paid short and a credit for one overpaid', () => {
    const bill = (amountPaid: number) =>
      computeBillTotals({
        items: [{ quantity: 1, price: paise(1000) }],
        discount: NO_DISCOUNT,
        advance: paise(0),
        amountPaid: paise(amountPaid),
      });
    const short = billLedgerEntries(bill(400));
    expect(
      balanceOf([
        { type: 'debit', amount: short.debit },
        { type: 'credit', amount: short.credit },
      ]),
    ).toBe(-600);
    const over = billLedgerEntries(bill(1500));
    expect(
      balanceOf([
        { type: 'debit', amount: over.debit },
        { type: 'credit', amount: over.credit },
      ]),
    ).toBe(500);
  });

  it('credits exactly what was paid, whatever the totals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 10_000 }),
        (price, advance, amountPaid, bps) => {
          const totals = computeBillTotals({
            items: [{ quantity: 1, price: paise(price) }],
            discount: { type: 'percent', value: bps as BasisPoints },
            advance: paise(advance),
            amountPaid: paise(amountPaid),
          });
          const { debit, credit } = billLedgerEntries(totals);
          expect(credit).toBe(advance + amountPaid);
          expect(debit).toBe(price - totals.discountAmount);
        },
      ),
    );
  });
});

describe('a bill and its khata entries', () => {
  it('move the balance by what the bill leaves: down by its pending, up by its amount to return', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 100 }), price: fc.nat(1e9) }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.oneof(
          fc.record({ type: fc.constant('amount' as const), value: fc.nat(1e11).map(paise) }),
          fc.record({
            type: fc.constant('percent' as const),
            value: fc.nat(10_000).map((bps) => bps as BasisPoints),
          }),
        ),
        fc.nat(1e11),
        fc.nat(1e11),
        (items, discount, advance, amountPaid) => {
          const totals = computeBillTotals({
            items: items.map(({ quantity, price }) => ({ quantity, price: paise(price) })),
            discount,
            advance: paise(advance),
            amountPaid: paise(amountPaid),
          });
          const { debit, credit } = billLedgerEntries(totals);
          const change = balanceOf([
            { type: 'debit', amount: debit },
            { type: 'credit', amount: credit },
          ]);
          expect(change).toBe(totals.toReturn - totals.pending);
        },
      ),
    );
  });

  it('credit the advance above the bill, which the bill shows as to return', () => {
    const totals = computeBillTotals({
      items: [{ quantity: 1, price: paise(10000) }],
      discount: NO_DISCOUNT,
      advance: paise(100000),
      amountPaid: paise(0),
    });
    expect(totals).toMatchObject({ finalTotal: 0, pending: 0, toReturn: 90000 });
    expect(billLedgerEntries(totals)).toEqual({ debit: 10000, credit: 100000 });
  });
});

describe('balanceOf', () => {
  it('is zero with no entries', () => {
    expect(balanceOf([])).toBe(0);
  });

  it('equals Σ credits − Σ debits for any entries', () => {
    const entry = fc.record({
      type: fc.constantFrom(...LEDGER_TYPES),
      amount: fc.integer({ min: 0, max: 1e11 }).map(paise),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 50 }), (entries: LedgerEntryAmount[]) => {
        const credits = entries
          .filter((e) => e.type === 'credit')
          .reduce((s, e) => s + e.amount, 0);
        const debits = entries.filter((e) => e.type === 'debit').reduce((s, e) => s + e.amount, 0);
        expect(balanceOf(entries)).toBe(credits - debits);
      }),
    );
  });
});

describe('runningBalances', () => {
  it('gives the balance after each entry, newest first, from the current balance', () => {
    const newestFirst: LedgerEntryAmount[] = [
      { type: 'credit', amount: paise(5050) },
      { type: 'debit', amount: paise(25050) },
    ];
    expect(runningBalances(newestFirst, paise(-20000))).toEqual([-20000, -25050]);
  });

  it('ends, before the oldest entry, at zero for any khata (property)', () => {
    const entry = fc.record({
      type: fc.constantFrom(...LEDGER_TYPES),
      amount: fc.integer({ min: 1, max: 10_000_000 }).map(paise),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (oldestFirst) => {
        const newestFirst = [...oldestFirst].reverse();
        const balances = runningBalances(newestFirst, balanceOf(oldestFirst));
        oldestFirst.forEach((_, index) => {
          expect(balances[newestFirst.length - 1 - index]).toBe(
            balanceOf(oldestFirst.slice(0, index + 1)),
          );
        });
      }),
    );
  });
});

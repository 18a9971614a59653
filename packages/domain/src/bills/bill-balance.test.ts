import { describe, expect, it } from 'vitest';
import { paise } from '../money/paise';
import { billBalanceOf, billBalanceWarning } from './bill-balance';

describe('bill balance words', () => {
  it('names an overpayment as the receipt does, with its khata effect in brackets', () => {
    const totals = { pending: paise(0), toReturn: paise(3000) };
    expect(billBalanceOf(totals)).toEqual({ kind: 'toReturn', label: 'To return', amount: 3000 });
    expect(billBalanceWarning(totals)).toBe('To return ₹30 (added to the khata as TAKE)');
  });

  it('names a due as Pending, marked GIVE', () => {
    const totals = { pending: paise(13750), toReturn: paise(0) };
    expect(billBalanceWarning(totals)).toBe('Pending ₹137.50 (marked GIVE in the khata)');
  });

  it('has no line for a bill paid exactly, and reads rupee answers too', () => {
    expect(billBalanceOf({ pending: 0, toReturn: 0 })).toBeNull();
    expect(billBalanceWarning({ pending: paise(0), toReturn: paise(0) })).toBeNull();
    expect(billBalanceOf({ pending: 350.9, toReturn: 0 })).toMatchObject({ amount: 350.9 });
  });
});

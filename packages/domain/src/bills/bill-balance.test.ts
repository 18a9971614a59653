import { describe, expect, it } from 'vitest';
import { paise } from '../money/paise';
import { billBalanceOf } from './bill-balance';

describe('bill balance', () => {
  it('names an overpayment as the receipt does', () => {
    const totals = { pending: paise(0), toReturn: paise(3000) };
    expect(billBalanceOf(totals)).toEqual({ kind: 'toReturn', label: 'To return', amount: 3000 });
  });

  it('names a due as Pending', () => {
    const totals = { pending: paise(13750), toReturn: paise(0) };
    expect(billBalanceOf(totals)).toEqual({ kind: 'pending', label: 'Pending', amount: 13750 });
  });

  it('has no line for a bill paid exactly, and reads rupee answers too', () => {
    expect(billBalanceOf({ pending: 0, toReturn: 0 })).toBeNull();
    expect(billBalanceOf({ pending: 350.9, toReturn: 0 })).toMatchObject({ amount: 350.9 });
  });
});

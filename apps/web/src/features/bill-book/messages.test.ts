import { billBalanceWarning, paise } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { completeBillMessages } from './messages';

describe('Mark Completed texts', () => {
  it("read in English as the domain's billBalanceWarning writes them", () => {
    const t = completeBillMessages.get();
    expect(t.balancePending({ amount: '₹300' })).toBe(
      billBalanceWarning({ pending: paise(30000), toReturn: paise(0) }),
    );
    expect(t.balanceToReturn({ amount: '₹30' })).toBe(
      billBalanceWarning({ pending: paise(0), toReturn: paise(3000) }),
    );
  });
});

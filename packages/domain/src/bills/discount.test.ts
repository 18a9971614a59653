import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../schemas/messages';
import {
  discountFromInput,
  discountLimitError,
  discountToInput,
  percentToBasisPoints,
  storedDiscount,
} from './discount';

describe('discounts', () => {
  it('keeps an amount in paise and a percent in basis points, exactly', () => {
    expect(discountFromInput({ type: 'amount', value: '50.50' })).toEqual({
      type: 'amount',
      value: 5050,
    });
    expect(discountFromInput({ type: 'percent', value: 12.5 })).toEqual({
      type: 'percent',
      value: 1250,
    });
    expect(() => discountFromInput({ type: 'percent', value: '12.345' })).toThrow(RangeError);
  });

  it('refuses a percent above 100 at once, and an amount above the items total once it is known', () => {
    const percent = (value: number) => discountFromInput({ type: 'percent', value });
    expect(discountLimitError(percent(100))).toBeNull();
    expect(discountLimitError(percent(100.01))).toBe(MESSAGES.discountPercentMax);
    expect(discountLimitError(percent(150), 10_000n)).toBe(MESSAGES.discountPercentMax);

    const amount = (value: number) => discountFromInput({ type: 'amount', value });
    expect(discountLimitError(amount(150))).toBeNull();
    expect(discountLimitError(amount(100), 10_000n)).toBeNull();
    expect(discountLimitError(amount(100.01), 10_000n)).toBe(MESSAGES.discountAmountMax);
  });

  it('answers the stored columns as the API speaks: rupees, or percent', () => {
    expect(discountToInput(storedDiscount('amount', 5050))).toEqual({
      type: 'amount',
      value: 50.5,
    });
    expect(discountToInput(storedDiscount('percent', 1250))).toEqual({
      type: 'percent',
      value: 12.5,
    });
  });

  it('turns a two-decimal percent into basis points', () => {
    expect(percentToBasisPoints('33.33')).toBe(3333);
  });
});

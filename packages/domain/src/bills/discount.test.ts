import { describe, expect, it } from 'vitest';
import {
  discountFromInput,
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

import { UPI_TEST_AMOUNT_RUPEES } from '../constants';
import { paise, rupeesToPaise } from './paise';
import { describe, expect, it } from 'vitest';
import { upiPaymentUrl } from './upi';

describe('upiPaymentUrl', () => {
  it('pays the final total in rupees with two decimals to the shop UPI ID', () => {
    expect(upiPaymentUrl('sharma@okaxis', 'Sharma & Sons', paise(123456))).toBe(
      'upi://pay?pa=sharma@okaxis&pn=Sharma%20%26%20Sons&am=1234.56&cu=INR',
    );
    expect(upiPaymentUrl('a@b', 'S', paise(50))).toContain('&am=0.50&');
  });

  it('asks for exactly one rupee to the UPI ID under test', () => {
    expect(
      upiPaymentUrl('sharma@okaxis', 'Sharma & Sons', rupeesToPaise(UPI_TEST_AMOUNT_RUPEES)),
    ).toBe('upi://pay?pa=sharma@okaxis&pn=Sharma%20%26%20Sons&am=1.00&cu=INR');
  });
});

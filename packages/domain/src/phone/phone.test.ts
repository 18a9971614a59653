import { describe, expect, it } from 'vitest';
import {
  isIndianMobile,
  maskMobile,
  toIndianE164,
  toTenDigits,
  whatsappShareUrl,
  whatsappUrl,
} from './phone';

describe('Indian mobiles', () => {
  it('accepts 10 digits starting 6 to 9', () => {
    expect(isIndianMobile('9876543210')).toBe(true);
    expect(isIndianMobile('6000000000')).toBe(true);
    expect(isIndianMobile('5876543210')).toBe(false);
    expect(isIndianMobile('987654321')).toBe(false);
    expect(isIndianMobile('98765432101')).toBe(false);
  });

  it.each(['9876543210', '919876543210', '+919876543210', ' +91 98765-43210 '])(
    'normalises %s to E.164',
    (input) => {
      expect(toIndianE164(input)).toBe('+919876543210');
    },
  );

  it.each(['+14155552671', '5876543210', '+915876543210', '12345', ''])(
    'refuses %s as an Indian mobile',
    (input) => {
      expect(toIndianE164(input)).toBeNull();
    },
  );

  it('gives back the 10 digits of an Indian number only', () => {
    expect(toTenDigits('+919876543210')).toBe('9876543210');
    expect(toTenDigits('9876543210')).toBe('9876543210');
    expect(toTenDigits('+14155552671')).toBeNull();
  });
});

describe('maskMobile', () => {
  it('shows only the first and last two digits', () => {
    expect(maskMobile('9876543210')).toBe('98******10');
    expect(maskMobile('+919876543210')).toBe('98******10');
    expect(maskMobile('123')).toBe('***');
  });
});

describe('whatsappUrl', () => {
  it('prefixes 91 and encodes the text', () => {
    expect(whatsappUrl('9876543210', 'Bill ₹500 & more: https://x.in/a?b=1')).toBe(
      'https://wa.me/919876543210?text=Bill%20%E2%82%B9500%20%26%20more%3A%20https%3A%2F%2Fx.in%2Fa%3Fb%3D1',
    );
    expect(whatsappUrl('+919876543210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
  });

  it('takes an international E.164 number as it is', () => {
    expect(whatsappUrl('+44 7911 123456', 'Hi')).toBe('https://wa.me/447911123456?text=Hi');
  });

  it('refuses something that is not a mobile', () => {
    expect(() => whatsappUrl('12345', 'Hi')).toThrow(RangeError);
  });
});

describe('whatsappShareUrl', () => {
  it('leaves the number to the sender and encodes the text', () => {
    expect(whatsappShareUrl('50% off & more: https://x.in/c/a?b=1')).toBe(
      'https://wa.me/?text=50%25%20off%20%26%20more%3A%20https%3A%2F%2Fx.in%2Fc%2Fa%3Fb%3D1',
    );
  });
});

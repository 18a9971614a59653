import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { normalizeSignupMobile } from './account-mobile';
import { normalizeIndianAccountMobile } from './indian-account-mobile';
import { isIndianMobile } from './phone';

describe('normalizeSignupMobile', () => {
  it('accepts valid international numbers in E.164', () => {
    expect(normalizeSignupMobile('+14155552671')).toBe('+14155552671');
    expect(normalizeSignupMobile('+44 7911 123456')).toBe('+447911123456');
    expect(normalizeSignupMobile('+919876543210')).toBe('+919876543210');
    expect(normalizeSignupMobile('9876543210')).toBe('+919876543210');
  });

  it('rejects invalid numbers, Indian landlines and numbers without a country', () => {
    expect(normalizeSignupMobile('+1415555')).toBeNull();
    expect(normalizeSignupMobile('+911123456789')).toBeNull();
    expect(normalizeSignupMobile('4155552671')).toBeNull();
    expect(normalizeSignupMobile('')).toBeNull();
  });

  it('reads a number dialled in India as libphonenumber does, without its metadata', () => {
    const libphonenumbers = (value: string) => {
      const parsed = parsePhoneNumberFromString(value);
      return parsed?.isValid() && isIndianMobile(parsed.nationalNumber) ? parsed.number : null;
    };
    const numbers = ['+919876543210', '+916000000000', '+9109876543210', '+915876543210'];
    numbers.push('+911123456789', '+9101123456789', '+91987654321', '+9198765432101', '+91');
    for (const value of numbers) {
      expect(normalizeIndianAccountMobile(value), value).toBe(libphonenumbers(value));
      expect(normalizeSignupMobile(value), value).toBe(libphonenumbers(value));
    }
  });
});

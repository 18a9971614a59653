import { describe, expect, it } from 'vitest';
import { normalizeSignupMobile } from './account-mobile';

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
});

import { describe, expect, it } from 'vitest';
import { isDialledInIndia, normalizeIndianAccountMobile } from './indian-account-mobile';

describe('numbers dialled in India', () => {
  it('are +91 and digits only', () => {
    expect(isDialledInIndia('+919876543210')).toBe(true);
    expect(isDialledInIndia('+91 98765-43210')).toBe(true);
    expect(isDialledInIndia('+911123')).toBe(true);
    expect(isDialledInIndia('+447911123456')).toBe(false);
    expect(isDialledInIndia('9876543210')).toBe(false);
    expect(isDialledInIndia('+91.98765.43210')).toBe(false);
  });

  it('give the E.164 of a mobile, a typed trunk 0 dropped, and null for anything else', () => {
    expect(normalizeIndianAccountMobile('+919876543210')).toBe('+919876543210');
    expect(normalizeIndianAccountMobile('+91 098765 43210')).toBe('+919876543210');
    expect(normalizeIndianAccountMobile('+911123456789')).toBeNull();
    expect(normalizeIndianAccountMobile('+91987654321')).toBeNull();
    expect(normalizeIndianAccountMobile('+9100987654321')).toBeNull();
  });
});

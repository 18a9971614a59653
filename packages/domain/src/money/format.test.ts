import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatLineTotal,
  formatRupeeNumber,
  formatRupees,
  toDecimalRupees,
} from './format';
import { paise } from './paise';

describe('formatRupees', () => {
  it.each([
    [12345650, '₹1,23,456.50'],
    [50000, '₹500'],
    [5, '₹0.05'],
    [0, '₹0'],
    [99999, '₹999.99'],
    [100000, '₹1,000'],
    [1234567800, '₹1,23,45,678'],
    [-50000, '-₹500'],
    [-12345, '-₹123.45'],
  ])('formats %s paise as %s', (p, expected) => {
    expect(formatRupees(paise(p))).toBe(expected);
  });
});

describe('formatRupeeNumber', () => {
  it.each([
    [123456.5, '₹1,23,456.50'],
    [500, '₹500'],
    [0.1, '₹0.10'],
    [-12.34, '-₹12.34'],
  ])('formats %s rupees from the API as %s', (rupees, expected) => {
    expect(formatRupeeNumber(rupees)).toBe(expected);
  });

  it('refuses an amount with more than two decimals rather than round it', () => {
    expect(() => formatRupeeNumber(1.005)).toThrow(RangeError);
  });
});

describe('formatLineTotal', () => {
  it('multiplies in paise, where floating point rupees would drift', () => {
    // 3 × 0.1 is 0.30000000000000004 in floating point.
    expect(formatLineTotal(3, 0.1)).toBe('₹0.30');
    expect(formatLineTotal(2, 150.5)).toBe('₹301');
    expect(formatLineTotal(7, 1234.56)).toBe('₹8,641.92');
  });
});

describe('toDecimalRupees', () => {
  it.each([
    [123456, '1234.56'],
    [125050, '1250.50'],
    [50, '0.50'],
    [100, '1.00'],
    [0, '0.00'],
    [100000000, '1000000.00'],
    [-1250, '-12.50'],
  ])('writes %s paise as %s', (p, expected) => {
    expect(toDecimalRupees(paise(p))).toBe(expected);
  });
});

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12.5, '12.5'],
    [12.345, '12.35'],
    [1000, '1K'],
    [1234, '1.2K'],
    [12000, '12K'],
    [999_940, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
    [34_560_000, '34.6M'],
    [-1500, '-1.5K'],
  ])('abbreviates %s as %s', (n, expected) => {
    expect(formatCompact(n)).toBe(expected);
  });
});

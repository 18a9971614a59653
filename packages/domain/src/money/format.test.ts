import { describe, expect, it } from 'vitest';
import { formatCompact, formatRupees } from './format';
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRupeeAmount, MONEY_INPUT_PATTERN, paise, paiseToRupees, rupeesToPaise } from './paise';

describe('paise', () => {
  it('accepts safe integers and normalises -0', () => {
    expect(paise(150)).toBe(150);
    expect(Object.is(paise(-0), 0)).toBe(true);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %s',
    (n) => {
      expect(() => paise(n)).toThrow(RangeError);
    },
  );
});

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1.1, 110],
    [1.15, 115],
    [0.29, 29],
    [123456.5, 12345650],
    [-5, -500],
  ])('converts the number %s exactly to %s paise', (rupees, expected) => {
    expect(rupeesToPaise(rupees)).toBe(expected);
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    [' 0.99 ', 99],
    ['.5', 50],
    ['7.', 700],
    ['-3.25', -325],
    ['90071992547409.91', 9007199254740991],
  ])('parses the string "%s" digit by digit to %s paise', (rupees, expected) => {
    expect(rupeesToPaise(rupees)).toBe(expected);
  });

  // 0.1 + 0.2 is 0.30000000000000004: a float artefact must not be silently rounded into money.
  it.each([1.234, 0.001, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e300])(
    'rejects the number %s',
    (rupees) => {
      expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
    },
  );

  it.each(['', '.', '-', '1.234', '1e3', '1,000', 'abc', '+5', '90071992547409.92'])(
    'rejects "%s"',
    (rupees) => {
      expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
      expect(isRupeeAmount(rupees)).toBe(false);
    },
  );

  it('round-trips every whole number of paise through rupees, as number and as string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (p) => {
        const rupees = paiseToRupees(paise(p));
        expect(rupeesToPaise(rupees)).toBe(p);
        expect(rupeesToPaise(rupees.toFixed(2))).toBe(p);
      }),
    );
  });
});

describe('MONEY_INPUT_PATTERN', () => {
  it.each(['', '12', '12.', '12.5', '12.50', '.5'])('lets "%s" through while typing', (text) => {
    expect(MONEY_INPUT_PATTERN.test(text)).toBe(true);
  });

  it.each(['12.345', '-1', 'a', '1.2.3', '1 2'])('blocks "%s"', (text) => {
    expect(MONEY_INPUT_PATTERN.test(text)).toBe(false);
  });
});

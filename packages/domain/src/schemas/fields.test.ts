import { describe, expect, it } from 'vitest';
import { indianMobile, MAX_AMOUNT_TEXT, optionalText, rupees } from './fields';
import { MESSAGES } from './messages';
import { errorsOf } from '../test/errors-of';
import { pageQuery } from './range.schemas';

// A run of digits is where a backtracking pattern goes quadratic: 20 000 digits took 0.33 s
// and 200 000 would take half a minute, past the test's timeout.
const DIGITS = '1'.repeat(200_000);

describe('rupees', () => {
  it('refuses an amount longer than any real one before any pattern reads it', () => {
    expect(errorsOf(rupees(), `${DIGITS}x`)).toEqual({ _form: MESSAGES.amountInvalid });
    expect(errorsOf(rupees(), `${DIGITS}.5`)).toEqual({ _form: MESSAGES.amountInvalid });
  });

  it('still reads the longest real amount', () => {
    const longest = ' 100000000.00  ';
    expect(longest.trim().length).toBeLessThanOrEqual(MAX_AMOUNT_TEXT);
    expect(rupees().parse(longest)).toBe(100_000_000);
  });
});

describe('indianMobile', () => {
  it('refuses a huge value as invalid without normalising it', () => {
    expect(errorsOf(indianMobile, `+91 ${DIGITS}`)).toEqual({ _form: MESSAGES.invalidMobile });
  });

  it('still reads a number typed with spaces and its country code', () => {
    expect(indianMobile.parse(' +91 98765 43210 ')).toBe('9876543210');
  });
});

describe('a check without a message of ours', () => {
  it("answers zod's English, as the API and the forms always did", () => {
    expect(errorsOf(optionalText(10), 5)).toEqual({
      _form: 'Invalid input: expected string, received number',
    });
    expect(errorsOf(pageQuery(50), { limit: '51' })).toEqual({
      limit: 'Too big: expected number to be <=50',
    });
  });
});

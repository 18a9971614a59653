import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summaryQuery } from '../schemas/range.schemas';
import { dayRangeError } from './day-range';

describe('dayRangeError', () => {
  it('names what is wrong with a typed range, in the order a person fixes it', () => {
    expect(dayRangeError('2026-11-01', '2026-11-30')).toBeNull();
    expect(dayRangeError('', '2026-11-30')).toBe('Date is required');
    expect(dayRangeError('2026-02-30', '2026-03-01')).toBe('Enter a valid date');
    expect(dayRangeError('2026-11-30', '2026-11-01')).toBe('From must be on or before To');
    expect(dayRangeError('2024-01-01', '2024-12-31')).toBeNull();
    expect(dayRangeError('2024-01-01', '2025-01-01')).toBe('Choose at most 366 days');
  });

  it('agrees with the summary query the server checks', () => {
    const day = fc
      .date({ min: new Date('2023-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const typed = fc.oneof(day, fc.constantFrom('', '2026-02-30', '2026-13-01'));
    fc.assert(
      fc.property(typed, typed, (from, to) => {
        const parsed = summaryQuery.safeParse({ from, to });
        expect(dayRangeError(from, to) === null).toBe(parsed.success);
        if (!parsed.success && from && to) {
          expect(parsed.error.issues.map((issue) => issue.message)).toContain(
            dayRangeError(from, to),
          );
        }
      }),
    );
  });
});

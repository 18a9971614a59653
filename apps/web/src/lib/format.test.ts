import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../i18n/locale';
import { formatBillDate, formatDay } from './format';

afterEach(() => locale.set('en'));

describe('dates in the language shown', () => {
  it('reads English with short months, in the shop’s time zone', () => {
    expect(formatDay('2026-11-23')).toBe('23 Nov 2026');
    expect(formatBillDate('2026-03-05T11:00:00Z')).toBe('5 Mar 2026, 4:30 pm');
    expect(formatBillDate('2026-03-05T18:30:00Z')).toBe('6 Mar 2026, 12:00 am');
  });

  it('reads Hindi with the month spelled out and the part of the day, and switches back', () => {
    locale.set('hi');
    expect(formatDay('2026-11-23')).toBe('23 नवंबर 2026');
    expect(formatBillDate('2026-03-05T11:00:00Z')).toBe('5 मार्च 2026 को शाम 4:30 बजे');
    // Midnight: बजे once, without an am of English beside it.
    expect(formatBillDate('2026-03-05T18:30:00Z')).toBe('6 मार्च 2026 को रात 12:00 बजे');
    expect(formatBillDate('2026-03-05T03:00:00Z')).toBe('5 मार्च 2026 को सुबह 8:30 बजे');
    locale.set('en');
    expect(formatDay('2026-11-23')).toBe('23 Nov 2026');
  });
});

import { describe, expect, it } from 'vitest';
import {
  dashboardRanges,
  salesSeriesStartOf,
  salesSeriesStarts,
  salesSeriesUnit,
} from './summary-ranges';

describe('the dashboard ranges', () => {
  it('counts in India: 18:45 UTC on the 1st is already the 2nd', () => {
    const ranges = dashboardRanges(new Date('2027-03-01T18:45:00Z'));
    expect(ranges.today).toEqual({ from: '2027-03-02', to: '2027-03-02' });
    expect(ranges.month).toEqual({ from: '2027-03-01', to: '2027-03-31' });
  });

  it('runs a week from Monday to Sunday', () => {
    // Sunday 7 March 2027, 23:00 IST, is still that week; Monday 00:30 IST starts the next.
    expect(dashboardRanges(new Date('2027-03-07T17:30:00Z')).week).toEqual({
      from: '2027-03-01',
      to: '2027-03-07',
    });
    expect(dashboardRanges(new Date('2027-03-07T19:00:00Z')).week).toEqual({
      from: '2027-03-08',
      to: '2027-03-14',
    });
  });
});

describe('the sales series', () => {
  it('has a bar a day for up to 62 days, with every day present', () => {
    const range = { from: '2027-02-26', to: '2027-03-02' };
    expect(salesSeriesUnit(range)).toBe('day');
    expect(salesSeriesStarts(range)).toEqual([
      '2027-02-26',
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
    expect(salesSeriesStartOf('2027-03-01', range)).toBe('2027-03-01');
  });

  it('has a bar a month beyond 62 days, the first starting with the range', () => {
    const range = { from: '2027-01-15', to: '2027-04-10' };
    expect(salesSeriesUnit(range)).toBe('month');
    expect(salesSeriesStarts(range)).toEqual([
      '2027-01-15',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ]);
    expect(salesSeriesStartOf('2027-01-20', range)).toBe('2027-01-15');
    expect(salesSeriesStartOf('2027-03-31', range)).toBe('2027-03-01');
  });
});

import { describe, expect, it } from 'vitest';
import { errorsOf } from '../test/errors-of';
import { billExportQuery, dayFilteredListQuery, pageQuery, summaryQuery } from './range.schemas';

describe('a summary range', () => {
  it('takes two shop-local days, both inclusive', () => {
    expect(summaryQuery.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(summaryQuery.parse({ from: '2026-11-25', to: '2026-11-25' }).from).toBe('2026-11-25');
  });

  it('refuses a From after To, a malformed or missing day, and more than a year', () => {
    expect(errorsOf(summaryQuery, { from: '2026-11-30', to: '2026-11-01' })).toEqual({
      to: 'From must be on or before To',
    });
    expect(errorsOf(summaryQuery, { from: '2026-02-30', to: 'today' })).toEqual({
      from: 'Enter a valid date',
      to: 'Enter a valid date',
    });
    expect(errorsOf(summaryQuery, {})).toEqual({
      from: 'Date is required',
      to: 'Date is required',
    });
    expect(errorsOf(summaryQuery, { from: '2024-01-01', to: '2024-12-31' })).toEqual({});
    expect(errorsOf(summaryQuery, { from: '2024-01-01', to: '2025-01-01' })).toEqual({
      to: 'Choose at most 366 days',
    });
  });
});

describe('a page of a list', () => {
  it('gives its page size by default and takes up to its largest', () => {
    const query = pageQuery(50, 200);
    expect(query.parse({})).toEqual({ page: 1, limit: 50 });
    expect(query.parse({ page: '2', limit: '200' })).toEqual({ page: 2, limit: 200 });
    expect(errorsOf(query, { limit: '201' })).toEqual({
      limit: 'Too big: expected number to be <=200',
    });
    expect(errorsOf(query, { page: '100001' })).toHaveProperty('page');
  });
});

describe('a list filtered by days', () => {
  const query = dayFilteredListQuery(50);

  it('leaves out empty bounds and pages from 1', () => {
    expect(query.parse({ from: '', to: '2026-11-30' })).toEqual({
      from: undefined,
      to: '2026-11-30',
      page: 1,
      limit: 50,
    });
  });

  it('refuses From after To and a page size above its own', () => {
    expect(errorsOf(query, { from: '2026-12-01', to: '2026-11-30' })).toEqual({
      to: 'From must be on or before To',
    });
    expect(query.safeParse({ limit: '51' }).success).toBe(false);
  });
});

describe('a bill export range', () => {
  it('takes the range and the Bill Book search, capped', () => {
    expect(
      billExportQuery.parse({ from: '2026-11-01', to: '2026-11-30', search: ' ravi ' }),
    ).toEqual({ from: '2026-11-01', to: '2026-11-30', search: 'ravi' });
    expect(
      errorsOf(billExportQuery, { from: '2026-11-01', to: '2026-11-30', search: 'x'.repeat(101) }),
    ).toEqual({
      search: 'Must be at most 100 characters',
    });
  });

  it('refuses ten years, a From after To and a missing day', () => {
    expect(errorsOf(billExportQuery, { from: '2016-11-01', to: '2026-11-01' })).toEqual({
      to: 'Choose at most 366 days',
    });
    expect(errorsOf(billExportQuery, { from: '2026-11-02', to: '2026-11-01' })).toEqual({
      to: 'From must be on or before To',
    });
    expect(errorsOf(billExportQuery, { to: '2026-11-01' })).toEqual({ from: 'Date is required' });
  });
});

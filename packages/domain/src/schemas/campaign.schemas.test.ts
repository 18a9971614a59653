import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorsOf } from '../test/errors-of';
import { campaignInput, dealListQuery } from './campaign.schemas';

const image = `/files/${'a'.repeat(64)}.webp`;
const deal = {
  title: 'Diwali offer',
  deadline: '2026-11-30',
  items: [{ name: 'Screen guard', originalPrice: 499, offerPrice: '299.50', image }],
};

describe('a campaign', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a title, a last day, items in rupees and optional images and phone', () => {
    expect(campaignInput.parse({ ...deal, contactPhone: '+91 98765 43210' })).toEqual({
      title: 'Diwali offer',
      description: '',
      bannerImage: null,
      deadline: '2026-11-30',
      contactPhone: '9876543210',
      items: [{ name: 'Screen guard', originalPrice: 499, offerPrice: 299.5, image }],
    });
    expect(campaignInput.parse({ ...deal, deadline: '2026-11-25' }).contactPhone).toBe('');
    expect(campaignInput.parse({ ...deal, contactPhone: ' ' }).contactPhone).toBe('');
    expect(campaignInput.parse({ ...deal, contactPhone: null }).contactPhone).toBe('');
  });

  it('reads a last day sent as a date-time as the day it falls on in India', () => {
    const lastDay = (deadline: string) => campaignInput.parse({ ...deal, deadline }).deadline;

    expect(lastDay('2026-12-07T10:00:00.000Z')).toBe('2026-12-07');
    expect(lastDay('2026-12-06T20:00:00Z')).toBe('2026-12-07');
    expect(lastDay('2026-12-07T23:59:00+05:30')).toBe('2026-12-07');
    expect(errorsOf(campaignInput, { ...deal, deadline: '2026-11-24T18:29:59Z' })).toEqual({
      deadline: 'End date cannot be in the past',
    });
    for (const deadline of ['2026-12-07T10:00', '2026-02-30', 'tomorrow']) {
      expect(errorsOf(campaignInput, { ...deal, deadline })).toEqual({
        deadline: 'Enter a valid date',
      });
    }
  });

  it("refuses a contact phone that is not an Indian mobile with the mobile's own message", () => {
    for (const contactPhone of ['12345', '5876543210', '9'.repeat(40)]) {
      expect(errorsOf(campaignInput, { ...deal, contactPhone })).toEqual({
        contactPhone: 'Enter a valid 10-digit mobile',
      });
    }
  });

  it('refuses an offer above the original, a past last day, no items and a long title', () => {
    expect(
      errorsOf(campaignInput, {
        ...deal,
        title: 'x'.repeat(5000),
        deadline: '2026-11-24',
        items: [{ name: 'Cover', originalPrice: 100, offerPrice: 120 }],
      }),
    ).toEqual({
      title: 'Must be at most 100 characters',
      deadline: 'End date cannot be in the past',
      'items.0.offerPrice': 'Offer price cannot be more than the original price',
    });
    expect(errorsOf(campaignInput, { ...deal, items: [] })).toEqual({
      items: 'Add at least one item',
    });
  });

  it('refers to images only by the path of a stored one', () => {
    for (const bannerImage of ['https://evil.example/x.png', '/files/../../etc', `${image}?`]) {
      expect(errorsOf(campaignInput, { ...deal, bannerImage })).toEqual({
        bannerImage: 'Choose an image uploaded for this shop',
      });
    }
  });
});

describe('the deals list query', () => {
  it('sorts latest by default, pages by 10 and caps the search', () => {
    expect(dealListQuery.parse({})).toEqual({ page: 1, limit: 10, sort: 'latest' });
    expect(dealListQuery.parse({ q: ' 50% off_% ', sort: 'expiring' }).q).toBe('50% off_%');
    expect(errorsOf(dealListQuery, { q: 'x'.repeat(1000) })).toEqual({
      q: 'Must be at most 100 characters',
    });
    expect(dealListQuery.safeParse({ limit: 11 }).success).toBe(false);
  });
});

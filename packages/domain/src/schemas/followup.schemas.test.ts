import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canChangeFollowup, followupInput, followupStatusInput } from './followup.schemas';
import { errorsOf } from '../test/errors-of';

const followup = {
  customerId: '6f1c2b9e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
  productId: '7a2d3c0f-4b5e-4f60-9bac-1d2e3f4a5b6c',
  scheduledAt: '2026-04-10T10:00:00+05:30',
  remindBefore: '1h',
};

describe('followupInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-04-10T04:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a future time and defaults notes', () => {
    expect(followupInput.parse(followup)).toEqual({ ...followup, notes: '' });
  });

  it('gives the product §5 messages for missing choices', () => {
    expect(errorsOf(followupInput, {})).toEqual({
      customerId: 'Please select a customer',
      productId: 'Please select a service',
      scheduledAt: 'Please select a time',
      remindBefore: 'Reminder is required',
    });
    expect(errorsOf(followupInput, { ...followup, productId: '', remindBefore: '2h' })).toEqual({
      productId: 'Please select a service',
      remindBefore: 'Reminder is required',
    });
  });

  it('refuses a time that is not in the future', () => {
    expect(
      errorsOf(followupInput, { ...followup, scheduledAt: '2026-04-10T09:30:00+05:30' }),
    ).toEqual({
      scheduledAt: 'Please choose a future date and time',
    });
  });
});

describe('followupStatusInput', () => {
  it('accepts the follow-up statuses only', () => {
    expect(followupStatusInput.parse({ status: 'done' })).toEqual({ status: 'done' });
    expect(followupStatusInput.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

describe('a follow-up status change', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-04-10T04:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never goes back to scheduled', () => {
    expect(errorsOf(followupStatusInput, { status: 'scheduled' })).toEqual({
      status: 'Choose a valid option',
    });
  });

  it('asks a postponed follow-up for its new time, in the future', () => {
    expect(errorsOf(followupStatusInput, { status: 'postponed' })).toEqual({
      scheduledAt: 'Please select a time',
    });
    expect(
      errorsOf(followupStatusInput, {
        status: 'postponed',
        scheduledAt: '2026-04-10T09:00:00+05:30',
      }),
    ).toEqual({ scheduledAt: 'Please choose a future date and time' });
    const later = { status: 'postponed', scheduledAt: '2026-04-11T10:00:00+05:30' };
    expect(followupStatusInput.parse(later)).toEqual(later);
  });

  it('reads no time longer than an instant can be', () => {
    const long = `2026-04-11T10:00:00${'0'.repeat(100_000)}+05:30`;
    expect(errorsOf(followupStatusInput, { status: 'postponed', scheduledAt: long })).toEqual({
      scheduledAt: 'Please select a time',
    });
  });
});

describe('canChangeFollowup', () => {
  it('lets only a scheduled follow-up change', () => {
    expect(canChangeFollowup('scheduled')).toBe(true);
    expect(canChangeFollowup('done')).toBe(false);
    expect(canChangeFollowup('cancelled')).toBe(false);
    expect(canChangeFollowup('postponed')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { PlanShop } from './plans';
import {
  billingLimitFor,
  billsLeft,
  canCreateBill,
  canCreateFollowup,
  currentBillingPeriod,
  isLowQuota,
  nextBillingReset,
  usageOf,
} from './usage';

const lastBillingReset = new Date('2026-03-31T18:30:00Z'); // 1 April 2026, 00:00 IST
const now = new Date('2026-04-15T06:00:00Z');
const future = new Date('2026-12-31T00:00:00Z');

function shop(overrides: Partial<PlanShop> = {}): PlanShop {
  return {
    plan: 'starter',
    planExpiresAt: future,
    trialEndsAt: null,
    lastBillingReset,
    billingCount: 150,
    followupCount: 7,
    ...overrides,
  };
}

describe('usageOf', () => {
  it('counts this period against the plan limit and says when it resets', () => {
    expect(usageOf(shop(), now)).toEqual({
      bills: { used: 150, limit: 200, resetsOn: '2026-04-30T18:30:00.000Z' },
      followups: { used: 7, limit: 200, resetsOn: '2026-04-30T18:30:00.000Z' },
    });
  });

  it('applies 500 for growth and no limit for pro or an active trial, still counting use', () => {
    expect(usageOf(shop({ plan: 'growth' }), now).bills.limit).toBe(500);
    expect(usageOf(shop({ plan: 'pro' }), now).bills).toMatchObject({ used: 150, limit: null });
    expect(usageOf(shop({ planExpiresAt: null, trialEndsAt: future }), now).bills).toMatchObject({
      used: 150,
      limit: null,
    });
  });

  it('falls back to the starter limit when a paid plan has expired', () => {
    expect(billingLimitFor(shop({ plan: 'pro', planExpiresAt: lastBillingReset }), now)).toBe(200);
  });

  it('reports zero used once the period has passed, with the next reset ahead', () => {
    const usage = usageOf(shop(), new Date('2026-06-10T00:00:00Z'));
    expect(usage.bills).toEqual({ used: 0, limit: 200, resetsOn: '2026-06-30T18:30:00.000Z' });
    expect(usage.followups.used).toBe(0);
  });
});

describe('canCreateBill', () => {
  it('allows bills up to the limit and refuses the next', () => {
    expect(canCreateBill(shop({ billingCount: 199 }), now)).toBe(true);
    expect(canCreateBill(shop({ billingCount: 200 }), now)).toBe(false);
  });

  it('does not enforce the limit during a trial', () => {
    expect(canCreateBill(shop({ billingCount: 5000, trialEndsAt: future }), now)).toBe(true);
  });

  it('allows again after the period resets', () => {
    expect(canCreateBill(shop({ billingCount: 200 }), new Date('2026-05-01T00:00:00Z'))).toBe(true);
  });

  it('limits follow-ups separately', () => {
    expect(canCreateFollowup(shop({ billingCount: 200, followupCount: 10 }), now)).toBe(true);
    expect(canCreateFollowup(shop({ followupCount: 200 }), now)).toBe(false);
  });
});

describe('billing period', () => {
  it('resets one month after the last reset, clamped to the month end', () => {
    expect(nextBillingReset(new Date('2026-01-30T18:30:00Z')).toISOString()).toBe(
      '2026-02-27T18:30:00.000Z',
    );
  });

  it('counts months from the anchor so short months do not drift the day', () => {
    const anchor = new Date('2026-01-30T18:30:00Z'); // 31 January IST
    const period = currentBillingPeriod(anchor, new Date('2026-03-15T00:00:00Z'));
    expect(period.start.toISOString()).toBe('2026-02-27T18:30:00.000Z'); // 28 February IST
    expect(period.end.toISOString()).toBe('2026-03-30T18:30:00.000Z'); // 31 March IST
  });
});

describe('isLowQuota', () => {
  it('warns at 10 or fewer bills left, never when unlimited', () => {
    expect(isLowQuota(usageOf(shop({ billingCount: 189 }), now))).toBe(false);
    expect(isLowQuota(usageOf(shop({ billingCount: 190 }), now))).toBe(true);
    expect(isLowQuota(usageOf(shop({ plan: 'pro', billingCount: 10_000 }), now))).toBe(false);
    expect(billsLeft(usageOf(shop({ billingCount: 190 }), now))).toBe(10);
  });
});

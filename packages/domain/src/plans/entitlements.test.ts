import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entitlements, hasFeature } from './entitlements';
import { FEATURES, PLANS, type PlanShop } from './plans';

const now = new Date('2026-04-10T06:00:00Z');
const later = new Date('2026-05-01T00:00:00Z');
const earlier = new Date('2026-04-01T00:00:00Z');

function shop(overrides: Partial<PlanShop> = {}): PlanShop {
  return {
    plan: 'starter',
    planExpiresAt: null,
    trialEndsAt: null,
    lastBillingReset: earlier,
    billingCount: 0,
    followupCount: 0,
    ...overrides,
  };
}

const allowed = {
  followups: true,
  expenses: true,
  shopImage: true,
  billingPreferences: true,
  billBookDateFilter: true,
  customDashboardRange: true,
  reminders: true,
  campaigns: true,
};

describe('entitlements', () => {
  it('grants every feature during a trial, whatever the plan', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLANS), fc.option(fc.date()), (plan, planExpiresAt) => {
        const ent = entitlements(shop({ plan, planExpiresAt, trialEndsAt: later }), now);
        expect(ent.trialActive).toBe(true);
        expect(ent.expiredStarter).toBe(false);
        expect(ent.features).toEqual([...FEATURES]);
        expect(Object.values(ent.can).every(Boolean)).toBe(true);
      }),
    );
  });

  it('ends the trial at trialEndsAt exactly', () => {
    expect(entitlements(shop({ trialEndsAt: now }), now).trialActive).toBe(false);
  });

  it('gives an active plan its own features', () => {
    const starter = entitlements(shop({ planExpiresAt: later }), now);
    expect(starter).toMatchObject({ trialActive: false, planActive: true, expiredStarter: false });
    expect(starter.features).toEqual([
      'billing',
      'crm',
      'dashboard',
      'reminders',
      'followups',
      'shareViaWhatsapp',
    ]);
    expect(starter.can).toEqual({ ...allowed, profitCards: false });

    const growth = entitlements(shop({ plan: 'growth', planExpiresAt: later }), now);
    expect(hasFeature(growth, 'shopImage')).toBe(true);
    expect(hasFeature(growth, 'profit')).toBe(false);
    expect(growth.can.profitCards).toBe(false);

    const pro = entitlements(shop({ plan: 'pro', planExpiresAt: later }), now);
    expect(hasFeature(pro, 'profit')).toBe(true);
    expect(hasFeature(pro, 'staff')).toBe(true);
    expect(pro.can).toEqual({ ...allowed, profitCards: true });
  });

  it('applies expired-starter rules to any plan without trial or paid period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLANS),
        fc.constantFrom(null, earlier, now),
        (plan, planExpiresAt) => {
          const ent = entitlements(shop({ plan, planExpiresAt, trialEndsAt: earlier }), now);
          expect(ent).toMatchObject({
            trialActive: false,
            planActive: false,
            expiredStarter: true,
          });
          expect(ent.features).toEqual([
            'billing',
            'crm',
            'dashboard',
            'reminders',
            'shareViaWhatsapp',
          ]);
          expect(ent.can).toEqual({
            followups: false,
            expenses: false,
            shopImage: false,
            billingPreferences: false,
            billBookDateFilter: false,
            customDashboardRange: false,
            reminders: true,
            profitCards: false,
            campaigns: false,
          });
        },
      ),
    );
  });
});

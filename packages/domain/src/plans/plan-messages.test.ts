import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from './plan-messages';

describe('PLAN_MESSAGES', () => {
  it('uses the texts of product §6 and §8', () => {
    expect(PLAN_MESSAGES.upgradeToAccess).toBe('Upgrade to access this feature.');
    expect(PLAN_MESSAGES.billingLimitReached).toBe(
      "You've reached your billing limit. Please upgrade to continue.",
    );
    expect(PLAN_MESSAGES.lowQuota(7)).toBe('Only 7 bills left this month');
    expect(PLAN_MESSAGES.planLimitDialog('starter', 200, 'follow-ups')).toBe(
      "You've reached your starter plan's limit of 200 follow-ups.",
    );
  });
});

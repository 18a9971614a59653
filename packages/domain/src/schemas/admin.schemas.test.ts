import { describe, expect, it } from 'vitest';
import { adminPlanInput } from './admin.schemas';
import { errorsOf } from '../test/errors-of';

describe('adminPlanInput', () => {
  it('reads instants, IST days and null', () => {
    expect(
      adminPlanInput.parse({ plan: 'pro', planExpiresAt: '2026-12-31', trialEndsAt: null }),
    ).toEqual({
      plan: 'pro',
      planExpiresAt: new Date('2026-12-30T18:30:00Z'),
      trialEndsAt: null,
    });
    expect(
      adminPlanInput.parse({ plan: 'growth', planExpiresAt: '2026-12-31T00:00:00Z' }).planExpiresAt,
    ).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(adminPlanInput.parse({ plan: 'growth' }).planExpiresAt).toBeUndefined();
  });

  it('rejects unknown plans and dates', () => {
    expect(errorsOf(adminPlanInput, { plan: 'gold', trialEndsAt: 'soon' })).toEqual({
      plan: 'Select a plan',
      trialEndsAt: 'Enter a valid date',
    });
  });
});

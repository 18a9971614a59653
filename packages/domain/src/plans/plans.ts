export const PLANS = ['starter', 'growth', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

/** Product §6: starter's features; growth adds to starter, pro adds to growth. */
const STARTER_FEATURES = [
  'billing',
  'crm',
  'dashboard',
  'reminders',
  'followups',
  'shareViaWhatsapp',
] as const;
const GROWTH_FEATURES = [...STARTER_FEATURES, 'customBranding', 'shopImage'] as const;
const PRO_FEATURES = [...GROWTH_FEATURES, 'profit', 'staff'] as const;

/** Every feature a plan can grant: all of the largest plan's. */
export const FEATURES = PRO_FEATURES;
export type Feature = (typeof FEATURES)[number];

export const PLAN_FEATURES = {
  starter: STARTER_FEATURES,
  growth: GROWTH_FEATURES,
  pro: PRO_FEATURES,
} as const satisfies Record<Plan, readonly Feature[]>;

/** Bills (and, separately, follow-ups) per billing period; null = unlimited. */
export const MONTHLY_LIMITS = { starter: 200, growth: 500, pro: null } as const satisfies Record<
  Plan,
  number | null
>;

/** Warn when this many bills or fewer are left in the period. */
export const LOW_QUOTA_THRESHOLD = 10;

export type PlanShop = {
  plan: Plan;
  planExpiresAt: Date | null;
  trialEndsAt: Date | null;
  lastBillingReset: Date;
  billingCount: number;
  followupCount: number;
};

export const PLANS = ['starter', 'growth', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

export const FEATURES = [
  'billing',
  'crm',
  'dashboard',
  'reminders',
  'followups',
  'shareViaWhatsapp',
  'customBranding',
  'shopImage',
  'profit',
  'staff',
] as const;
export type Feature = (typeof FEATURES)[number];

const STARTER_FEATURES = [
  'billing',
  'crm',
  'dashboard',
  'reminders',
  'followups',
  'shareViaWhatsapp',
] as const;
const GROWTH_FEATURES = [...STARTER_FEATURES, 'customBranding', 'shopImage'] as const;

/** Spec §6: growth adds to starter, pro adds to growth. */
export const PLAN_FEATURES = {
  starter: STARTER_FEATURES,
  growth: GROWTH_FEATURES,
  pro: [...GROWTH_FEATURES, 'profit', 'staff'],
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

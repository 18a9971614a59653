/** Plan texts shown to shop owners, (product §6, §8). */
export const PLAN_MESSAGES = {
  upgradeToAccess: 'Upgrade to access this feature.',
  upgradeToView: 'Upgrade to view',
  shopImageExpired:
    'You cannot upload a shop image on the expired Starter plan. Upgrade to unlock this feature.',
  billingPrefsExpired: 'You cannot update billing preferences on the expired Starter plan.',
  dateFilterExpired: 'Date filter is available only on Growth and Pro plans.',
  customRangeExpired: 'Custom date range is available only on Growth and Pro plans.',
  reminderUnavailable: 'Reminder feature is not available in your current plan.',
  limitTitle: 'Limit Exceeded',
  planLimitTitle: 'Plan Limit',
  billingLimitReached: "You've reached your billing limit. Please upgrade to continue.",
  billingLimitBanner:
    "You've reached your billing limit. Please upgrade to continue using this feature.",
  lowQuota: (n: number) => `Only ${n} bills left this month`,
  planLimitDialog: (plan: string, n: number, what: 'bills' | 'follow-ups') =>
    `You've reached your ${plan} plan's limit of ${n} ${what}.`,
} as const;

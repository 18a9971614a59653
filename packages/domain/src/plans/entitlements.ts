import { FEATURES, PLAN_FEATURES, type Feature, type PlanShop } from './plans';

/**
 * What the shop may do, as explicit switches the server enforces and the web app shows.
 * - followups: open Follow-Up / Follow-Up Status and create follow-ups (not on expired starter).
 * - expenses: open Expenses and record expenses (not on expired starter).
 * - shopImage: upload a shop image (not on expired starter).
 * - billingPreferences: edit greeting message and footer note (not on expired starter).
 * - billBookDateFilter: filter the bill book by date (not on expired starter).
 * - customDashboardRange: pick a custom dashboard range (not on expired starter).
 * - reminders: attach reminders to bills (the reminders feature).
 * - profitCards: see the Expenses and Profit dashboard cards (the profit feature: pro or trial).
 * - campaigns: create and edit deals (/my-deals; not on expired starter, which may still list,
 *   end and delete the deals it has).
 */
export type Capabilities = {
  followups: boolean;
  expenses: boolean;
  shopImage: boolean;
  billingPreferences: boolean;
  billBookDateFilter: boolean;
  customDashboardRange: boolean;
  reminders: boolean;
  profitCards: boolean;
  campaigns: boolean;
};

export type Entitlements = {
  trialActive: boolean;
  planActive: boolean;
  /** No trial and no paid period: any plan whose period ended falls back to these rules. */
  expiredStarter: boolean;
  features: Feature[];
  can: Capabilities;
};

export function isTrialActive(shop: Pick<PlanShop, 'trialEndsAt'>, now: Date): boolean {
  return shop.trialEndsAt !== null && shop.trialEndsAt.getTime() > now.getTime();
}

export function isPlanActive(shop: Pick<PlanShop, 'planExpiresAt'>, now: Date): boolean {
  return shop.planExpiresAt !== null && shop.planExpiresAt.getTime() > now.getTime();
}

function featuresOf(shop: PlanShop, trialActive: boolean, planActive: boolean): Feature[] {
  if (trialActive) return [...FEATURES];
  if (planActive) return [...PLAN_FEATURES[shop.plan]];
  return PLAN_FEATURES.starter.filter((feature) => feature !== 'followups');
}

/** The single plan rule (product §11 "Plans and entitlements"), used to enforce and to show. */
export function entitlements(shop: PlanShop, now: Date): Entitlements {
  const trialActive = isTrialActive(shop, now);
  const planActive = isPlanActive(shop, now);
  const expiredStarter = !trialActive && !planActive;
  const features = featuresOf(shop, trialActive, planActive);
  const unlessExpired = !expiredStarter;
  return {
    trialActive,
    planActive,
    expiredStarter,
    features,
    can: {
      followups: features.includes('followups'),
      expenses: unlessExpired,
      shopImage: unlessExpired,
      billingPreferences: unlessExpired,
      billBookDateFilter: unlessExpired,
      customDashboardRange: unlessExpired,
      reminders: features.includes('reminders'),
      profitCards: features.includes('profit'),
      campaigns: unlessExpired,
    },
  };
}

export function hasFeature(ent: Pick<Entitlements, 'features'>, feature: Feature): boolean {
  return ent.features.includes(feature);
}

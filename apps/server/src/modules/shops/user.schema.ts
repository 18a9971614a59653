import {
  BILLING_MODES,
  FEATURES,
  FIELD_TYPES,
  LANGUAGES,
  PLANS,
  type UserDto,
} from '@khatabill/domain';
import { z } from 'zod';

// Response schemas: they document the answers in /api/docs and, as the serializer drops
// every key they do not list, nothing beyond UserDto (a password hash, say) can leak.

const usageCounter = z.object({
  used: z.number(),
  limit: z.number().nullable(),
  resetsOn: z.string(),
});

const customField = z.object({
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  showOnReceipt: z.boolean(),
});

/** A shop's address, as answered in its settings and on its public receipt. */
export const shopLocationSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
});

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  shopName: z.string(),
  mobile: z.string(),
  role: z.enum(['shop', 'admin']),
  plan: z.enum(PLANS),
  planExpiresAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  lastBillingReset: z.string(),
  billingCount: z.number(),
  followupCount: z.number(),
  language: z.enum(LANGUAGES),
  settings: z.object({
    location: shopLocationSchema,
    greetingMessage: z.string(),
    footerNote: z.string(),
    billingMode: z.array(z.enum(BILLING_MODES)),
    businessType: z.string().nullable(),
    serviceFields: z.array(customField),
    serviceDetails: z.array(customField),
    invoicePrefix: z.string(),
    invoiceStartNumber: z.number(),
    upiId: z.string(),
    shopImage: z.string().nullable(),
  }),
  usage: z.object({ bills: usageCounter, followups: usageCounter }),
  entitlements: z.object({
    trialActive: z.boolean(),
    planActive: z.boolean(),
    expiredStarter: z.boolean(),
    features: z.array(z.enum(FEATURES)),
    can: z.object({
      followups: z.boolean(),
      expenses: z.boolean(),
      shopImage: z.boolean(),
      billingPreferences: z.boolean(),
      billBookDateFilter: z.boolean(),
      customDashboardRange: z.boolean(),
      reminders: z.boolean(),
      profitCards: z.boolean(),
      campaigns: z.boolean(),
    }),
  }),
}) satisfies z.ZodType<UserDto>;

export const userResponse = z.object({ data: userSchema });
export const authResponse = z.object({ data: z.object({ token: z.string(), user: userSchema }) });

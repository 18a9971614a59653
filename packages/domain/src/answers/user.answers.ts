import { z } from 'zod/mini';
import { FIELD_TYPES, type CustomField } from '../categories/custom-field';
import { BILLING_MODES } from '../constants';
import { LANGUAGES } from '../language/languages';
import { GST_REGISTRATIONS } from '../schemas/gst.schemas';
import { MEMBER_ROLES } from '../staff/staff';
import type { Entitlements } from '../plans/entitlements';
import { FEATURES, PLANS } from '../plans/plans';
import type { Usage } from '../plans/usage';
import { dataResponse, exactly } from './shared';

// A shop's account as it reads it (`/auth/me`, after a login or a settings save): never its
// password hash, which the schema does not list.

const usageCounter = z.object({
  used: z.number(),
  limit: z.nullable(z.number()),
  resetsOn: z.string(),
});
export const usageDto = exactly<Usage>()(
  z.object({ bills: usageCounter, followups: usageCounter }),
);

const customFieldDto = exactly<CustomField>()(
  z.object({ label: z.string(), type: z.enum(FIELD_TYPES), showOnReceipt: z.boolean() }),
);

const entitlementsDto = exactly<Entitlements>()(
  z.object({
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
);

/** A shop's address, as answered in its settings, on its receipts and on its deals. */
export const shopLocationDto = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
});
export type ShopLocation = z.infer<typeof shopLocationDto>;

/** Settings → GST; the rate in percent (`18`, `0.25`). Absent until the shop first saves it. */
export const gstSettingsDto = z.object({
  registration: z.enum(GST_REGISTRATIONS),
  gstin: z.string(),
  legalName: z.string(),
  stateCode: z.string(),
  pricesIncludeTax: z.boolean(),
  defaultRate: z.number(),
  defaultHsn: z.string(),
});
export type GstSettingsDto = z.infer<typeof gstSettingsDto>;

export const shopSettingsDto = z.object({
  location: shopLocationDto,
  greetingMessage: z.string(),
  footerNote: z.string(),
  billingMode: z.array(z.enum(BILLING_MODES)),
  businessType: z.nullable(z.string()),
  serviceFields: z.array(customFieldDto),
  serviceDetails: z.array(customFieldDto),
  invoicePrefix: z.string(),
  invoiceStartNumber: z.number(),
  upiId: z.string(),
  /** URL path of the stored image, `/files/<sha256>.webp`. */
  shopImage: z.nullable(z.string()),
  gst: z.optional(gstSettingsDto),
});
export type ShopSettings = z.infer<typeof shopSettingsDto>;

export const USER_ROLES = ['shop', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userDto = z.object({
  _id: z.string(),
  name: z.string(),
  shopName: z.string(),
  /** E.164, e.g. `+919876543210`. */
  mobile: z.string(),
  role: z.enum(USER_ROLES),
  plan: z.enum(PLANS),
  /** ISO instants. */
  planExpiresAt: z.nullable(z.string()),
  trialEndsAt: z.nullable(z.string()),
  lastBillingReset: z.string(),
  billingCount: z.number(),
  followupCount: z.number(),
  /** The shop's language: its app after login, its customers' pages and WhatsApp texts. */
  language: z.enum(LANGUAGES),
  settings: shopSettingsDto,
  usage: usageDto,
  entitlements: entitlementsDto,
  /** Who is signed in (product §17): the owner, or one of the shop's staff. */
  memberRole: z.enum(MEMBER_ROLES),
  /** The staff member's id; the owner's is the shop's (`_id`). */
  memberId: z.string(),
  /** The staff member's name; the owner's is `name`. */
  memberName: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

export const authResultDto = z.object({ token: z.string(), user: userDto });
export type AuthResult = z.infer<typeof authResultDto>;

export const userResponse = dataResponse(userDto);
export const userListResponse = dataResponse(z.array(userDto));
export const authResponse = dataResponse(authResultDto);

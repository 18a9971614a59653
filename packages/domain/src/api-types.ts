import type { CustomField } from './categories/business-categories';
import type { BillingMode } from './constants';
import type { Entitlements } from './plans/entitlements';
import type { Plan } from './plans/plans';
import type { Usage } from './plans/usage';

/** Shapes of JSON answers (DESIGN §7): the server maps rows to them, the web app reads them. */

export type ShopLocation = {
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
};

export type ShopSettings = {
  location: ShopLocation;
  greetingMessage: string;
  footerNote: string;
  billingMode: BillingMode[];
  businessType: string | null;
  serviceFields: CustomField[];
  serviceDetails: CustomField[];
  invoicePrefix: string;
  invoiceStartNumber: number;
  upiId: string;
  /** URL path of the stored image, `/files/<sha256>.webp`. */
  shopImage: string | null;
};

export type UserRole = 'shop' | 'admin';

export type UserDto = {
  _id: string;
  name: string;
  shopName: string;
  /** E.164, e.g. `+919876543210`. */
  mobile: string;
  role: UserRole;
  plan: Plan;
  /** ISO instants. */
  planExpiresAt: string | null;
  trialEndsAt: string | null;
  lastBillingReset: string;
  billingCount: number;
  followupCount: number;
  settings: ShopSettings;
  usage: Usage;
  entitlements: Entitlements;
};

export type AuthResult = { token: string; user: UserDto };

export type ApiErrorBody = { message: string; errors?: Record<string, string> };

import { z } from 'zod';
import { BUSINESS_CATEGORY_IDS } from '../categories/business-categories';
import { BILLING_MODES, DEFAULT_COUNTRY, MIN_PASSWORD } from '../constants';
import { needsCategory } from '../categories/service-setup';
import { DEFAULT_LANGUAGE, languageOf } from '../language/languages';
import { normalizeSignupMobile } from '../phone/account-mobile';
import { isRecord, MAX_MOBILE_TEXT, normalizedText, optionalText, requiredText } from './fields';
import { LIMITS, MESSAGES } from './messages';

// Here, not in fields.ts: only the auth screens should load libphonenumber's metadata.
/** An account mobile in any country (or 10 Indian digits); answered in E.164. */
const accountMobile = normalizedText(
  MESSAGES.mobileRequired,
  MESSAGES.invalidSignupMobile,
  normalizeSignupMobile,
  MAX_MOBILE_TEXT,
);

/** Passwords are never trimmed: spaces are characters like any other. */
const password = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(LIMITS.password, MESSAGES.passwordMax);

/** Product and/or service, each at most once. */
export const billingModes = z
  .array(z.enum(BILLING_MODES, { error: MESSAGES.invalidOption }), {
    error: MESSAGES.selectBillingMode,
  })
  .min(1, MESSAGES.selectBillingMode)
  .max(10, MESSAGES.tooMany(10))
  .transform((modes) => [...new Set(modes)]);

/** A category id, or '' / null for none (answered as null). */
export const businessTypeField = z
  .union([z.enum(BUSINESS_CATEGORY_IDS), z.literal('')], { error: MESSAGES.selectCategory })
  .nullish()
  .transform((id) => (id === undefined ? undefined : id || null));

/** `POST /auth/signup`: the specification's payload (§7); `businessType` is optional here. */
/** The shop's language; a code the app does not speak is English (issue 14). */
export const languageField = z
  .string()
  .trim()
  .max(LIMITS.languageCode, MESSAGES.tooLong(LIMITS.languageCode))
  .transform(languageOf);

export const signupInput = z.object({
  name: requiredText(MESSAGES.nameRequired, LIMITS.name),
  shopName: requiredText(MESSAGES.shopNameRequired, LIMITS.name),
  mobile: accountMobile,
  password: password.refine(
    (value) => value === '' || value.length >= MIN_PASSWORD,
    MESSAGES.passwordMin,
  ),
  billingMode: billingModes.default(['product']),
  businessType: businessTypeField,
  location: z.object({ country: optionalText(LIMITS.name).default(DEFAULT_COUNTRY) }).prefault({}),
  /** The language the signup screen showed, so the new shop keeps speaking it. */
  language: languageField.default(DEFAULT_LANGUAGE),
});
export type SignupInput = z.infer<typeof signupInput>;

/** Adds "Select a category" to a form whose service business has none (see `needsCategory`). */
export function requireCategory(
  value: { billingMode?: unknown; businessType?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (needsCategory(value)) {
    ctx.addIssue({ code: 'custom', path: ['businessType'], message: MESSAGES.selectCategory });
  }
}

/** The signup form: the API's rules, and a service business names its category. */
export const signupFormInput = signupInput.superRefine(requireCategory, {
  // Reported together with the other field errors, not only once they are fixed.
  when: (payload) => isRecord(payload.value),
});

/** Login by mobile (E.164 or 10 Indian digits, stored as E.164) and password. */
export const loginInput = z.object({
  mobile: accountMobile,
  password,
});
export type LoginInput = z.infer<typeof loginInput>;

import { z } from 'zod/mini';
import { DEFAULT_COUNTRY, MIN_PASSWORD } from '../constants';
import { DEFAULT_LANGUAGE } from '../language/languages';
import { isRecord, MAX_MOBILE_TEXT, normalizedText, optionalText, requiredText } from './fields';
import { LIMITS, MESSAGES } from './messages';
import {
  billingModes,
  businessTypeField,
  languageField,
  requireCategory,
} from './shop-setup.schemas';

/** Passwords are never trimmed: spaces are characters like any other. */
const password = z
  .string({ error: MESSAGES.passwordRequired })
  .check(
    z.minLength(1, MESSAGES.passwordRequired),
    z.maxLength(LIMITS.password, MESSAGES.passwordMax),
  );

/** A password being chosen (signup, a staff member's join): at least MIN_PASSWORD characters. */
export const newPassword = password.check(
  z.refine((value) => value === '' || value.length >= MIN_PASSWORD, MESSAGES.passwordMin),
);

/**
 * Signup and login, with the account mobile (any country, or 10 Indian digits) answered in
 * E.164 by `normalizeMobile`, or null when invalid. The server's reads every country with
 * libphonenumber (auth.schemas.ts); the web app's needs its metadata for another country's
 * number only, and loads it when such a country is picked.
 */
export function accountSchemas(normalizeMobile: (value: string) => string | null) {
  const accountMobile = normalizedText(
    MESSAGES.mobileRequired,
    MESSAGES.invalidSignupMobile,
    normalizeMobile,
    MAX_MOBILE_TEXT,
  );

  /** `POST /auth/signup` (product §7); `businessType` is optional here. */
  const signupInput = z.object({
    name: requiredText(MESSAGES.nameRequired, LIMITS.name),
    shopName: requiredText(MESSAGES.shopNameRequired, LIMITS.name),
    mobile: accountMobile,
    password: newPassword,
    billingMode: z._default(billingModes, ['product']),
    businessType: businessTypeField,
    location: z.prefault(
      z.object({ country: z._default(optionalText(LIMITS.name), DEFAULT_COUNTRY) }),
      {},
    ),
    /** The language the signup screen showed, so the new shop keeps speaking it. */
    language: z._default(languageField, DEFAULT_LANGUAGE),
  });

  /** The signup form: the API's rules, and a service business names its category. */
  const signupFormInput = signupInput.check(
    z.superRefine(requireCategory, {
      // Reported together with the other field errors, not only once they are fixed.
      when: (payload) => isRecord(payload.value),
    }),
  );

  /** Login by mobile (E.164 or 10 Indian digits, stored as E.164) and password. */
  const loginInput = z.object({ mobile: accountMobile, password });

  return { signupInput, signupFormInput, loginInput };
}

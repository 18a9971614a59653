import { z } from 'zod/mini';
import { BUSINESS_CATEGORY_IDS, type BusinessCategoryId } from '../categories/business-categories';
import { needsCategory } from '../categories/service-setup';
import { BILLING_MODES, type BillingMode } from '../constants';
import { languageOf } from '../language/languages';
import { LIMITS, MESSAGES } from './messages';

// What signup and the settings both set up of a shop. Apart from auth.schemas.ts, so that the
// settings load no account mobile check, which needs libphonenumber's metadata.

/** Product and/or service, each at most once. */
export const billingModes = z.pipe(
  z
    .array(z.enum(BILLING_MODES, { error: MESSAGES.invalidOption }), {
      error: MESSAGES.selectBillingMode,
    })
    .check(z.minLength(1, MESSAGES.selectBillingMode), z.maxLength(10, MESSAGES.tooMany(10))),
  z.transform((modes: BillingMode[]) => [...new Set(modes)]),
);

/** A category id, or '' / null for none (answered as null). */
export const businessTypeField = z.pipe(
  z.nullish(
    z.union([z.enum(BUSINESS_CATEGORY_IDS), z.literal('')], { error: MESSAGES.selectCategory }),
  ),
  z.transform((id: BusinessCategoryId | '' | null | undefined) =>
    id === undefined ? undefined : id || null,
  ),
);

/** The shop's language; a code the app does not speak is English. */
export const languageField = z.pipe(
  z
    .string()
    .check(z.trim(), z.maxLength(LIMITS.languageCode, MESSAGES.tooLong(LIMITS.languageCode))),
  z.transform((code: string) => languageOf(code)),
);

/** Adds "Select a category" to a form whose service business has none (see `needsCategory`). */
export function requireCategory(
  value: { billingMode?: unknown; businessType?: unknown },
  ctx: z.core.$RefinementCtx,
): void {
  if (needsCategory(value)) {
    ctx.addIssue({ code: 'custom', path: ['businessType'], message: MESSAGES.selectCategory });
  }
}

import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isDialledInIndia, normalizeIndianAccountMobile } from './indian-account-mobile';
import { INDIA_CALLING_CODE, compact, isIndianMobile } from './phone';

/**
 * A signup mobile in any country (`+<country><number>`, or 10 Indian digits) → E.164, or
 * null when invalid. Indian numbers must also be mobiles (10 digits starting 6–9), which
 * libphonenumber alone does not insist on.
 */
export function normalizeSignupMobile(s: string): string | null {
  const value = compact(s);
  if (isIndianMobile(value)) return `+${INDIA_CALLING_CODE}${value}`;
  if (isDialledInIndia(value)) return normalizeIndianAccountMobile(value);
  if (!value.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed?.isValid()) return null;
  if (parsed.countryCallingCode === INDIA_CALLING_CODE && !isIndianMobile(parsed.nationalNumber))
    return null;
  return parsed.number;
}

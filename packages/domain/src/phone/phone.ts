import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Indian mobile: 10 digits starting 6–9 (spec §9). */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const INDIA_CALLING_CODE = '91';

export function isIndianMobile(s: string): boolean {
  return INDIAN_MOBILE_PATTERN.test(s);
}

/** People paste numbers with spaces, dashes and brackets; none of them carry meaning. */
function compact(s: string): string {
  return s.trim().replace(/[\s\-()]/g, '');
}

/** `9876543210`, `919876543210` or `+919876543210` → `+919876543210`; anything else → null. */
export function toIndianE164(s: string): string | null {
  const digits = compact(s).replace(/^\+91(?=\d{10}$)|^91(?=\d{10}$)/, '');
  return isIndianMobile(digits) ? `+${INDIA_CALLING_CODE}${digits}` : null;
}

/** The 10-digit form of an Indian number (E.164 or already 10 digits); null for other numbers. */
export function toTenDigits(e164: string): string | null {
  const indian = toIndianE164(e164);
  return indian === null ? null : indian.slice(-10);
}

/**
 * A signup mobile in any country (`+<country><number>`, or 10 Indian digits) → E.164, or
 * null when invalid. Indian numbers must also be mobiles (10 digits starting 6–9), which
 * libphonenumber alone does not insist on.
 */
export function normalizeSignupMobile(s: string): string | null {
  const value = compact(s);
  if (isIndianMobile(value)) return `+${INDIA_CALLING_CODE}${value}`;
  if (!value.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed?.isValid()) return null;
  if (parsed.countryCallingCode === INDIA_CALLING_CODE && !isIndianMobile(parsed.nationalNumber))
    return null;
  return parsed.number;
}

/** `9876543210` → `98******10`, so numbers can be shown or logged without revealing them. */
export function maskMobile(s: string): string {
  const value = toTenDigits(s) ?? compact(s);
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}

/**
 * WhatsApp click-to-chat link. Customers are Indian (10 digits or +91); a shop's own
 * international E.164 number also works. Throws RangeError for anything else.
 */
export function whatsappUrl(mobile: string, text: string): string {
  const e164 = toIndianE164(mobile) ?? normalizeSignupMobile(mobile);
  if (e164 === null) throw new RangeError('Not a mobile number WhatsApp can reach');
  return `https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(text)}`;
}

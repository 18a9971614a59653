// No libphonenumber here: customers are Indian, and these helpers load on every billing
// screen of a cheap phone. International account numbers live in account-mobile.ts.

/** Indian mobile: 10 digits starting 6–9 (product §9). */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const INDIA_CALLING_CODE = '91';

export function isIndianMobile(s: string): boolean {
  return INDIAN_MOBILE_PATTERN.test(s);
}

/** People paste numbers with spaces, dashes and brackets; none of them carry meaning. */
export function compact(s: string): string {
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

/** `9876543210` → `98******10`, so numbers can be shown or logged without revealing them. */
export function maskMobile(s: string): string {
  const value = toTenDigits(s) ?? compact(s);
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}

const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/**
 * WhatsApp click-to-chat link. Customers are Indian (10 digits or +91); a shop's own
 * international E.164 number also works. Throws RangeError for anything else.
 */
export function whatsappUrl(mobile: string, text: string): string {
  const e164 =
    toIndianE164(mobile) ?? (E164_PATTERN.test(compact(mobile)) ? compact(mobile) : null);
  if (e164 === null) throw new RangeError('Not a mobile number WhatsApp can reach');
  return `https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(text)}`;
}

/**
 * WhatsApp with a prefilled text and no number: the phone asks whom to send it to (a
 * deal passed on to a friend).
 */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

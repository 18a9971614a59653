import type { CountryCode } from 'libphonenumber-js';

/** The phone input starts on India (product §2 "/auth"). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';
/** India's calling code: what the field shows before libphonenumber has loaded. */
export const DEFAULT_CALLING_CODE = '91';

/** The flag emoji: each letter of the ISO code as a regional indicator symbol. */
export function flagOf(code: CountryCode): string {
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return String.fromCodePoint(
    ...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

import type { CountryCode } from 'libphonenumber-js';
import type { PhoneLibrary } from './phone-library';

export type CountryOption = { code: CountryCode; name: string; callingCode: string };

/** Spec §5: the phone input starts on India. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';
/** India's calling code: what the field shows before libphonenumber has loaded. */
export const DEFAULT_CALLING_CODE = '91';

/** Every country libphonenumber knows, named in the reader's language and sorted by name. */
export function listCountries(
  { getCountries, getCountryCallingCode }: PhoneLibrary,
  locale: string,
): CountryOption[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  return getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      callingCode: getCountryCallingCode(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Matches the name, the ISO code, or the calling code (with or without the plus). */
export function filterCountries(countries: CountryOption[], query: string): CountryOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return countries;
  const digits = needle.replace(/^\+/, '');
  const isCallingCode = /^\d+$/.test(digits);
  return countries.filter((country) =>
    isCallingCode
      ? country.callingCode.startsWith(digits)
      : country.name.toLowerCase().includes(needle) || country.code.toLowerCase() === needle,
  );
}

/** The flag emoji: each letter of the ISO code as a regional indicator symbol. */
export function flagOf(code: CountryCode): string {
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return String.fromCodePoint(
    ...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

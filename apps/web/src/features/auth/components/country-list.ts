import type { CountryCode } from 'libphonenumber-js';
import type { PhoneLibrary } from './phone-library';

// The country picker's list, loaded with it and the library (phone-library-functions.ts).

export type CountryOption = { code: CountryCode; name: string; callingCode: string };

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

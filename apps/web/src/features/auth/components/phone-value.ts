import type { CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from './phone-countries';
import type { PhoneLibrary } from './phone-library';

// Numbers are handled with the country's calling code (`91`), which the field knows before
// libphonenumber has loaded (phone-library.ts); only another country's format needs the library.

/** E.164 allows at most 15 digits, the country calling code included. */
export const MAX_PHONE_DIGITS = 15;

/** The form value `+<code><digits>`; empty while nothing is typed, so "Mobile is required" applies. */
export function toPhoneValue(callingCode: string, digits: string): string {
  return digits ? `+${callingCode}${digits}` : '';
}

/** The digits after the calling code in a form value, or none when it is another country's. */
export function nationalDigitsOf(value: string, callingCode: string): string {
  const prefix = `+${callingCode}`;
  return value.startsWith(prefix) ? value.slice(prefix.length) : '';
}

/** Digits only, capped so that the whole number stays within E.164. */
export function capDigits(text: string, callingCode: string): string {
  const room = MAX_PHONE_DIGITS - callingCode.length;
  return text.replace(/\D/g, '').slice(0, room);
}

/** An Indian mobile being typed, grouped as libphonenumber does: `98765 43210`, `098765 4`. */
const TYPED_INDIAN_MOBILE = /^(0?[6-9]\d{4})(\d{1,5})$/;

/**
 * The digits as the country writes them while typing, e.g. `98765 43210`: India's mobiles
 * without the library, another country's plain until the library is there.
 */
export function formatNational(
  library: PhoneLibrary | null,
  country: CountryCode,
  digits: string,
): string {
  if (country === DEFAULT_PHONE_COUNTRY) return digits.replace(TYPED_INDIAN_MOBILE, '$1 $2');
  return digits && library ? new library.AsYouType(country).input(digits) : digits;
}

export type PhoneEdit = {
  previousDigits: string;
  previousText: string;
  text: string;
  caret: number | null;
  isForwardDelete: boolean;
};

/**
 * The digits after an edit of the formatted text. Deleting only a space, bracket or dash
 * leaves the digits as they were and the mask would put the character straight back, so
 * such a deletion removes the digit beside it instead.
 */
export function digitsAfterEdit(edit: PhoneEdit, callingCode: string): string {
  const digits = capDigits(edit.text, callingCode);
  const isDeletion = edit.text.length < edit.previousText.length;
  if (!isDeletion || digits !== edit.previousDigits) return digits;
  const caret = edit.caret ?? edit.text.length;
  const digitsBeforeCaret = edit.text.slice(0, caret).replace(/\D/g, '').length;
  const removeAt = edit.isForwardDelete ? digitsBeforeCaret : digitsBeforeCaret - 1;
  if (removeAt < 0 || removeAt >= digits.length) return digits;
  return digits.slice(0, removeAt) + digits.slice(removeAt + 1);
}

/** The English name of the country a full number belongs to, e.g. `+9198…` → India. */
export function countryNameOfPhone(
  { parsePhoneNumberFromString }: PhoneLibrary,
  value: string,
): string | undefined {
  const country = parsePhoneNumberFromString(value)?.country;
  if (!country) return undefined;
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(country);
}

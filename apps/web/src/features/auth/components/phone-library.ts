import { isDialledInIndia, normalizeIndianAccountMobile } from '@khatabill/domain';
import type * as PhoneFunctions from './phone-library-functions';
import { useCallback, useState } from 'react';
import { loadOnce } from '../../../lib/load-once';

/** What the field loads for another country: libphonenumber-js (its metadata ~35 kB gzip) and the picker. */
export type PhoneLibrary = typeof PhoneFunctions;

let loaded: PhoneLibrary | null = null;

/**
 * Loads the library on first use (ADR 014): India's numbers are written and checked without
 * it, so only a tap on the field's country, to pick another, fetches it.
 */
export const loadPhoneLibrary = loadOnce(() =>
  import('./phone-library-functions').then((library) => (loaded = library)),
);

/** The library once loaded (null before), and `load`, which re-renders when it arrives. */
export function usePhoneLibrary(): [PhoneLibrary | null, () => void] {
  const [library, setLibrary] = useState(loaded);
  const load = useCallback(() => {
    // Offline for a moment: no list of countries yet, the next tap tries again.
    loadPhoneLibrary().then(setLibrary, () => undefined);
  }, []);
  return [library, load];
}

/**
 * An account mobile as the field writes it → E.164, or null when invalid: India's by India's
 * rule alone, another country's by the library, which the field has loaded by then (it shows
 * no other calling code before). The forms check the mobile with it.
 */
export function normalizeFieldMobile(value: string): string | null {
  if (isDialledInIndia(value)) return normalizeIndianAccountMobile(value);
  return loaded?.normalizeSignupMobile(value) ?? null;
}

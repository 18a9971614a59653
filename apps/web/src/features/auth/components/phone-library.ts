import type * as PhoneFunctions from './phone-library-functions';
import { useCallback, useState } from 'react';
import { loadOnce } from '../../../lib/load-once';

/** What the field uses of libphonenumber-js, whose metadata for every country is ~35 kB gzip. */
export type PhoneLibrary = typeof PhoneFunctions;

let loaded: PhoneLibrary | null = null;

/**
 * Loads the library on first use (ADR 014): /auth draws its form without it, and a tap on
 * the mobile field or its country fetches it while the user types.
 */
export const loadPhoneLibrary = loadOnce(() =>
  import('./phone-library-functions').then((library) => (loaded = library)),
);

/** The library once loaded (null before), and `load`, which re-renders when it arrives. */
export function usePhoneLibrary(): [PhoneLibrary | null, () => void] {
  const [library, setLibrary] = useState(loaded);
  const load = useCallback(() => {
    // Offline for a moment: the field keeps its plain digits, the next tap tries again.
    loadPhoneLibrary().then(setLibrary, () => undefined);
  }, []);
  return [library, load];
}

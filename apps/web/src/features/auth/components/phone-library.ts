import type * as LibPhoneNumber from 'libphonenumber-js';
import { useCallback, useState } from 'react';
import { loadOnce } from '../../../lib/load-once';

/** libphonenumber-js: its metadata for every country is ~35 kB gzip. */
export type PhoneLibrary = typeof LibPhoneNumber;

let loaded: PhoneLibrary | null = null;

/**
 * Loads the library on first use (ADR 014): /auth draws its form without it, and a tap on
 * the mobile field or its country fetches it while the user types.
 */
export const loadPhoneLibrary = loadOnce(() =>
  import('libphonenumber-js').then((library) => (loaded = library)),
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

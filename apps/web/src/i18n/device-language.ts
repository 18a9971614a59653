import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languageOf, type Language } from '@khatabill/domain';
import { readStoredSession } from '../lib/stored-session';

// The language this browser shows, read without React or the catalogues so that the pages
// the server draws can check it too (public-page-enhance.ts): signed in, the shop's (from the
// stored session); before that the one chosen on this device; else Hindi for a phone set to
// Hindi; else English.

/** Kept across logouts (clearSession keeps it), so the login screen stays in the chosen language. */
export const DEVICE_LANGUAGE_KEY = 'khatabill:language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function readDeviceLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(DEVICE_LANGUAGE_KEY);
    return stored === null ? null : languageOf(stored);
  } catch {
    return null;
  }
}

/** The stored session's shop's language; none without a session (or from an older app). */
function storedShopLanguage(): Language | null {
  const language = readStoredSession()?.user?.language;
  return language === undefined ? null : languageOf(language);
}

function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  const preferred = navigator.languages ?? [navigator.language];
  return preferred.some((tag) => tag?.toLowerCase().startsWith('hi')) ? 'hi' : DEFAULT_LANGUAGE;
}

/** The language this browser shows. */
export function deviceLanguage(): Language {
  return storedShopLanguage() ?? readDeviceLanguage() ?? browserLanguage();
}

/** Keeps the device's choice across reloads and logouts. */
export function storeDeviceLanguage(language: Language): void {
  try {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, language);
  } catch {
    // Storage full or disabled: the choice lasts until the page reloads.
  }
}

/**
 * Tells the server the language shown, for the pages it draws before any script runs. It
 * names only `en` or `hi`, so it goes with every request, like the page's own `lang`.
 */
export function keepLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** The language the cookie names, or null when there is none (or cookies are off). */
export function languageCookie(): Language | null {
  const pair = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
  return pair === undefined ? null : languageOf(pair.slice(LANGUAGE_COOKIE.length + 1));
}

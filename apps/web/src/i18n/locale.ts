import { DEFAULT_LANGUAGE, languageOf, LANGUAGE_TAGS, type Language } from '@khatabill/domain';
import { atom } from 'nanostores';
import { readStoredSession } from '../lib/stored-session';

// The language the app speaks (issue 14): signed in, the shop's (from the stored session);
// before that the one chosen on this device; else Hindi for a phone set to Hindi; else English.

/** Kept across logouts (clearSession keeps it), so the login screen stays in the chosen language. */
export const DEVICE_LANGUAGE_KEY = 'khatabill:language';

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

/** The language now shown; a change re-renders every translated component. */
export const locale = atom<Language>(
  typeof window === 'undefined'
    ? DEFAULT_LANGUAGE
    : (storedShopLanguage() ?? readDeviceLanguage() ?? browserLanguage()),
);

// The page's language follows, so screen readers speak and fonts shape Hindi as Hindi.
if (typeof document !== 'undefined') {
  locale.subscribe((language) => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
  });
}

/** Switches the app's language and keeps the choice on this device. */
export function chooseLanguage(language: Language): void {
  try {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, language);
  } catch {
    // Storage full or disabled: the choice lasts until the page reloads.
  }
  locale.set(language);
}

/**
 * Shows the shop's language, answered by the server with its user (login, signup, settings).
 * The shop keeps it, not this device: logout leaves the device's own choice. A user without
 * one (stored by an older app) leaves the language as it is.
 */
export function followShopLanguage(language: string | undefined): void {
  if (language !== undefined) locale.set(languageOf(language));
}

/** The BCP 47 tag for Intl of the language now shown. */
export function localeTag(): string {
  return LANGUAGE_TAGS[locale.get()];
}

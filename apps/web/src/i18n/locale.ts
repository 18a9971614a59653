import { DEFAULT_LANGUAGE, languageOf, LANGUAGE_TAGS, type Language } from '@khatabill/domain';
import { atom } from 'nanostores';

// The language the app speaks (issue 14): the shop's, once signed in; before that the
// one chosen on this device; else Hindi for a phone set to Hindi; else English.

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

function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  const preferred = navigator.languages ?? [navigator.language];
  return preferred.some((tag) => tag?.toLowerCase().startsWith('hi')) ? 'hi' : DEFAULT_LANGUAGE;
}

/** The language now shown; a change re-renders every translated component. */
export const locale = atom<Language>(
  typeof window === 'undefined' ? DEFAULT_LANGUAGE : (readDeviceLanguage() ?? browserLanguage()),
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

/** The BCP 47 tag for Intl of the language now shown. */
export function localeTag(): string {
  return LANGUAGE_TAGS[locale.get()];
}

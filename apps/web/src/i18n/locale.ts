import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, languageOf, type Language } from '@khatabill/domain';
import { atom } from 'nanostores';
import { deviceLanguage, keepLanguageCookie, storeDeviceLanguage } from './device-language';

/** The language now shown; a change re-renders every translated component. */
export const locale = atom<Language>(
  typeof window === 'undefined' ? DEFAULT_LANGUAGE : deviceLanguage(),
);

// The page's language follows, so screen readers speak and fonts shape Hindi as Hindi. The
// server is told the device's language (not a deal's shown for one visit), for the pages it
// draws in it (the landing page, the deals).
if (typeof document !== 'undefined') {
  locale.subscribe((language) => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
  });
  keepLanguageCookie(locale.get());
}

/** Switches the app's language and keeps the choice on this device. */
export function chooseLanguage(language: Language): void {
  storeDeviceLanguage(language);
  keepLanguageCookie(language);
  locale.set(language);
}

/**
 * Shows the shop's language, answered by the server with its user (login, signup, settings).
 * The shop keeps it, not this device: logout leaves the device's own choice. A user without
 * one (stored by an older app) leaves the language as it is.
 */
export function followShopLanguage(language: string | undefined): void {
  if (language === undefined) return;
  keepLanguageCookie(languageOf(language));
  locale.set(languageOf(language));
}

/** The BCP 47 tag for Intl of the language now shown. */
export function localeTag(): string {
  return LANGUAGE_TAGS[locale.get()];
}

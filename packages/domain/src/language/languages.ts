/** The languages the app speaks (product §15): English, the base, and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी' } as const satisfies Record<
  Language,
  string
>;

/** The language a stored or sent code means: an unknown or missing code is English. */
export function languageOf(code: unknown): Language {
  return LANGUAGES.find((language) => language === code) ?? DEFAULT_LANGUAGE;
}

/** The BCP 47 tag that Intl formats with: Indian English, or Hindi in India. */
export const LANGUAGE_TAGS = { en: 'en-IN', hi: 'hi-IN' } as const satisfies Record<
  Language,
  string
>;

/**
 * The cookie holding the language a browser shows (`en` or `hi`), kept by the app whenever
 * it sets the device's language: the server draws the pages every visitor may open first
 * (the landing page, the deals) in it, as the app would.
 */
export const LANGUAGE_COOKIE = 'kb_language';

// A browser's Accept-Language is a few tags; anything longer is not read past this.
const MAX_ACCEPT_LANGUAGE = 200;

/**
 * The language a browser that has not chosen one is shown, from its Accept-Language header:
 * Hindi when it lists Hindi at all (as the app reads `navigator.languages`), else English.
 */
export function languageAccepted(acceptLanguage: string | undefined): Language {
  const tags = (acceptLanguage ?? '').slice(0, MAX_ACCEPT_LANGUAGE).toLowerCase().split(',');
  return tags.some((tag) => tag.trim().startsWith('hi')) ? 'hi' : DEFAULT_LANGUAGE;
}

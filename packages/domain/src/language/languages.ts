/** The languages the app speaks (issue 14): English, the base, and Hindi. */
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

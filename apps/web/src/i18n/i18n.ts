import { createI18n, type ComponentsJSON, type Translations } from '@nanostores/i18n';
import { locale } from './locale';

// English lives in the code, beside the screen that shows it (each feature's messages.ts);
// the Hindi catalogue is hi/*.json, one file per area, loaded only by a phone that shows Hindi.

/** The whole Hindi catalogue, one chunk fetched the first time Hindi is shown. */
export async function loadHindi(): Promise<ComponentsJSON> {
  const { HINDI } = await import('./hi');
  return HINDI;
}

export const i18n = createI18n(locale, {
  baseLocale: 'en',
  get: (code) => (code === 'hi' ? loadHindi() : Promise.resolve({})),
});

/**
 * A screen's English texts under a name (`area/screen`) that the Hindi catalogue repeats.
 * Defined once, at module level, never in a render.
 */
/* @__NO_SIDE_EFFECTS__ */
export function messages<Body extends Translations>(name: string, english: Body) {
  const store = i18n(name, english);
  // The server draws the customer's pages with no subscribers; listening keeps every
  // store following the language it renders in (see renderInLanguage).
  if (import.meta.env.SSR) store.listen(() => undefined);
  return store;
}

/** Loads the Hindi catalogue before the first paint, so a Hindi phone never flashes English. */
export async function prepareLanguage(): Promise<void> {
  if (locale.get() !== 'hi' || i18n.cache.hi) return;
  // The cache's type says translations, its content is components of translations.
  (i18n.cache as Record<string, unknown>).hi = await loadHindi();
}

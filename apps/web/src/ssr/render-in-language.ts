import { languageOf } from '@khatabill/domain';
import { HINDI } from '../i18n/hi';
import { i18n } from '../i18n/i18n';
import { locale } from '../i18n/locale';

// The server draws a customer's page in its shop's language, so the bundle holds the whole
// Hindi catalogue: switching then re-translates every store at once, with nothing to load.
(i18n.cache as Record<string, unknown>).hi = HINDI;

/**
 * Draws a page in `language` (a shop's; an unknown code is English). `render` must be
 * synchronous: the language is the whole process's, and no other page may draw meanwhile.
 */
export function renderInLanguage(language: string | undefined, render: () => string): string {
  locale.set(languageOf(language));
  return render();
}

import type { Language } from '@khatabill/domain';
import { useEffect } from 'react';
import { locale } from '../../i18n/locale';

/**
 * Shows a page in its shop's language for this visit only (product §15): nothing is saved, and
 * the language shown before comes back when the page is left.
 */
export function useVisitLanguage(language: Language | undefined): void {
  useEffect(() => {
    if (language === undefined) return;
    const before = locale.get();
    locale.set(language);
    return () => locale.set(before);
  }, [language]);
}

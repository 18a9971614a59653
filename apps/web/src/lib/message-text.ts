import { DEFAULT_LANGUAGE, type MessageParams } from '@khatabill/domain';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { i18n } from '../i18n/i18n';
import { locale } from '../i18n/locale';
import { loadOnce } from './load-once';
import type * as translatorModule from './message-translator';

// An English text the API or a domain schema answered, in the language shown, found by its
// code: English is shown as it came; a code this build does not know keeps its English. The
// catalogues that translate load with the first other language (message-translator.ts).

/** A text's code as the server answers it: any string, since a newer server may add codes. */
export type CodedText = { code?: string | undefined; params?: MessageParams | undefined };

type Translator = typeof translatorModule;

const translator = atom<Translator | undefined>(undefined);

/** Loads the translating catalogues; resolves once texts can be shown in the language shown. */
export const prepareMessageTexts = loadOnce(async () => {
  translator.set(await import('./message-translator'));
});

locale.subscribe((language) => {
  if (language !== DEFAULT_LANGUAGE) prepareMessageTexts().catch(() => undefined);
});

/** A server failure's message in the language shown, by its code (read when it is shown). */
export function serverText(english: string, coded: CodedText | undefined): string {
  if (locale.get() === DEFAULT_LANGUAGE) return english;
  return translator.get()?.serverTextIn(english, coded) ?? english;
}

/**
 * A field's message (a domain schema's, on the phone or from the server) in the language
 * shown, following it when it changes and when its translations arrive.
 */
export function useFieldText(english: string | null | undefined): string | null | undefined {
  const language = useStore(locale);
  const loaded = useStore(translator);
  useStore(i18n.loading);
  if (!english || language === DEFAULT_LANGUAGE || !loaded) return english;
  return loaded.fieldTextIn(english);
}

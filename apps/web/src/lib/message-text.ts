import {
  DEFAULT_LANGUAGE,
  isMessageCode,
  readMessage,
  type MessageParams,
} from '@khatabill/domain';
import { useStore } from '@nanostores/react';
import { planMessages } from '../i18n/domain-messages';
import { locale } from '../i18n/locale';
import { apiErrorMessages, validationMessages } from './error-messages';

// An English text the API or a domain schema answered, in the language shown, found by its
// code: English is shown as it came; a code this build does not know keeps its English.

/** A text's code as the server answers it: any string, since a newer server may add codes. */
export type CodedText = { code?: string | undefined; params?: MessageParams | undefined };

type Texts = Record<string, string | ((params: MessageParams) => string)>;

function planParams(params: MessageParams, plans: Texts): MessageParams {
  const what = params.what === 'bills' ? plans.limitBills : plans.limitFollowUps;
  return { ...params, what: typeof what === 'string' ? what : String(params.what) };
}

function textOf(code: string, params: MessageParams | undefined, catalogues: Texts[]) {
  const catalogue = catalogues.find((texts) => Object.hasOwn(texts, code));
  const text = catalogue?.[code];
  if (typeof text !== 'function') return text;
  if (!params) return undefined;
  return text(code === 'planLimitDialog' ? planParams(params, catalogue as Texts) : params);
}

function translate(english: string, coded: CodedText | undefined, catalogues: Texts[]): string {
  if (!coded?.code || !isMessageCode(coded.code)) return english;
  return textOf(coded.code, coded.params, catalogues) ?? english;
}

/** A server failure's message in the language shown, by its code (not reactive: call it when shown). */
export function serverText(english: string, coded: CodedText | undefined): string {
  if (locale.get() === DEFAULT_LANGUAGE) return english;
  const catalogues = [apiErrorMessages.get(), validationMessages.get(), planMessages.get()];
  return translate(english, coded, catalogues as Texts[]);
}

/**
 * A field's message (a domain schema's, on the phone or from the server) in the language
 * shown, following it when it changes.
 */
export function useFieldText(english: string | null | undefined): string | null | undefined {
  const language = useStore(locale);
  const validation = useStore(validationMessages);
  const api = useStore(apiErrorMessages);
  if (!english || language === DEFAULT_LANGUAGE) return english;
  return translate(english, readMessage(english), [validation, api] as Texts[]);
}

import { isMessageCode, readMessage, type MessageParams } from '@khatabill/domain';
import { planMessages } from '../i18n/domain-messages';
import { apiErrorMessages, validationMessages } from './error-messages';
import type { CodedText } from './message-text';

// The catalogues' texts by code, in the language shown: loaded by message-text.ts only once a
// language other than English is shown, so an English phone downloads none of it.

type Texts = Record<string, string | ((params: MessageParams) => string)>;

/** `what` of the plan limit is a word of its own: bills or follow-ups, in the language shown. */
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

/** A server failure's message by its code (its English when the code or its params are unknown). */
export function serverTextIn(english: string, coded: CodedText | undefined): string {
  const catalogues = [apiErrorMessages.get(), validationMessages.get(), planMessages.get()];
  return translate(english, coded, catalogues as Texts[]);
}

/** A field's English message (a domain schema's or the server's), by the code of its text. */
export function fieldTextIn(english: string): string {
  const catalogues = [validationMessages.get(), apiErrorMessages.get()];
  return translate(english, readMessage(english), catalogues as Texts[]);
}

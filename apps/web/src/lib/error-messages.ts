import { API_MESSAGES, MESSAGES, messageTemplate } from '@khatabill/domain';
import { params } from '@nanostores/i18n';
import { messages } from '../i18n/i18n';

// The texts the API and the domain's schemas answer with, keyed by their codes, with the
// domain's own English (one source of truth); their Hindi is i18n/hi/errors.json. The plan
// texts are the domain's planMessages (i18n/domain-messages.ts). Loaded only with a language
// other than English (message-text.ts): English is shown as it came.

type FixedTexts<Catalogue> = {
  [Code in keyof Catalogue as Catalogue[Code] extends string ? Code : never]: string;
};

/** A catalogue's texts without numbers in them; those with numbers are templates, added by name. */
function fixedTexts<Catalogue extends Record<string, unknown>>(
  catalogue: Catalogue,
): FixedTexts<Catalogue> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([, text]) => typeof text === 'string'),
  ) as FixedTexts<Catalogue>;
}

export const apiErrorMessages = messages('errors/api', {
  ...fixedTexts(API_MESSAGES),
  tooManyAttempts: params(messageTemplate('tooManyAttempts')),
});

export const validationMessages = messages('errors/validation', {
  ...fixedTexts(MESSAGES),
  tooLong: params(messageTemplate('tooLong')),
  tooMany: params(messageTemplate('tooMany')),
});

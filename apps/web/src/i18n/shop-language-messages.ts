import { messages } from './i18n';

// The language switch of a signed-in shop; the Hindi is in hi/shop-language.json.

export const shopLanguageMessages = messages('shop-language/switch', {
  notSaved: 'Could not save the language for your shop. This phone keeps it for now.',
});

import { messages } from './i18n';

// Texts of the language machinery itself; the Hindi is in hi/common.json.

export const languageMessages = messages('common/language', { legend: 'Language' });

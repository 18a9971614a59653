import { LANGUAGE_TAGS } from '@khatabill/domain';
import { deviceLanguage, keepLanguageCookie, languageCookie } from '../i18n/device-language';

/**
 * A page the server draws in the visitor's language (the landing page, the deals) reads it
 * from a cookie the app keeps, or the browser's languages. A browser whose language was chosen
 * before the app kept the cookie (or whose shop speaks another) gets the cookie now and the
 * page again, once: reloaded only when the cookie took, so a browser refusing cookies stays
 * on the page as drawn rather than reloading it for ever. True when it reloads.
 */
export function followDeviceLanguage(page: {
  documentElement: { lang: string };
  location: { reload(): void };
}): boolean {
  const language = deviceLanguage();
  if (page.documentElement.lang === LANGUAGE_TAGS[language]) return false;
  keepLanguageCookie(language);
  if (languageCookie() !== language) return false;
  page.location.reload();
  return true;
}

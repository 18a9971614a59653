import { messages } from '../../i18n/i18n';

// The unknown address's screen; the Hindi is in i18n/hi/not-found.json.

export const notFoundMessages = messages('not-found/page', {
  title: 'Page not found',
  text: 'The address may be mistyped, or the page has moved.',
  goHome: 'Go to Home',
});

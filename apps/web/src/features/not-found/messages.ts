import { messages } from '../../i18n/i18n';

// The unknown address's screen; the Hindi is in i18n/hi/app.json.

export const notFoundMessages = messages('app/not-found', {
  title: 'Page not found',
  text: 'The address may be mistyped, or the page has moved.',
  goHome: 'Go to Home',
});

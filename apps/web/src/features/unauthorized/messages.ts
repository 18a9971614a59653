import { messages } from '../../i18n/i18n';

// `/unauthorized`; the Hindi is in i18n/hi/unauthorized.json.

export const unauthorizedMessages = messages('unauthorized/page', {
  title: 'Access Denied',
  text: 'You do not have permission to view this page.',
  goHome: 'Go to Home',
});

import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The generic components' own texts; the Hindi is in i18n/hi/ui.json under the same names.

/** English; query-status.test.ts reads it too. */
export const OFFLINE_SCREEN_MESSAGE =
  'You are offline. This screen will load when the connection returns.';

export const uiMessages = messages('ui/common', {
  loading: 'Loading...',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  loadMore: 'Load more',
  offline: OFFLINE_SCREEN_MESSAGE,
  actions: 'Actions',
  /** A row's button named with its row (`Edit Asha`), so each is told apart. */
  rowAction: params('{action} {row}'),
  suggestions: params('{label} suggestions'),
  showPassword: 'Show password',
  hidePassword: 'Hide password',
});

/** Read out before a notice, so its kind does not depend on its colour. */
export const alertMessages = messages('ui/alert', {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
});

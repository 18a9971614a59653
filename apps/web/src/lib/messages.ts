import { messages } from '../i18n/i18n';
import { OPEN_APP_LABEL } from './home-path';

// Texts the shared helpers show; their Hindi is in i18n/hi/app.json under the same names.
// The WhatsApp texts are in whatsapp-messages.ts, loaded only by the screens that send them.

export const homeMessages = messages('app/home', {
  goToAdmin: 'Go to Admin',
  goToDashboard: 'Go to Dashboard',
  openApp: OPEN_APP_LABEL,
});

export const copyLinkMessages = messages('app/copy-link', {
  failed: 'Could not copy the link.',
});

import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/admin/notifications`'s English texts; the Hindi is in i18n/hi/admin-notifications.json.

export const adminNotificationsMessages = messages('admin-notifications/page', {
  title: 'Pending Notifications',
  loading: 'Loading...',
  none: 'No pending notifications.',
  pending: params('{total} pending'),
});

export const notificationCardMessages = messages('admin-notifications/card', {
  bill_reminder: 'Bill reminder',
  followup: 'Follow-up',
  fromShop: params('from {shop}'),
  opensNewTab: params('{name} (opens a new tab)'),
  markAsSent: 'Mark as sent',
  markedSent: params('Marked as sent to {name}'),
});

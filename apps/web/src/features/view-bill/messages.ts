import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/view-bill/{billId}`, the shop's read-only bill; the Hindi is in i18n/hi/view-bill.json.

export const viewBillMessages = messages('view-bill/page', {
  title: params('Bill {number}'),
  titleLoading: 'Bill',
  notFound: 'Bill not found.',
  goToBillBook: 'Go to Bill Book',
  loading: 'Loading bill...',
  reminder: 'Reminder',
  reminderDate: 'Reminder Date',
  repeat: 'Repeat',
  nextReminder: 'Next reminder',
  noneLeft: 'None left',
  message: 'Message',
});

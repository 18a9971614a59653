import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The Follow-Up Status screen's English texts; the Hindi is in i18n/hi/follow-up-status.json.

export const followUpStatusPageMessages = messages('follow-up-status/page', {
  title: 'Follow-Up Status',
  loading: 'Loading...',
  empty: 'No follow-ups yet.',
  newFollowUp: 'New Follow-Up',
});

export const followUpCardMessages = messages('follow-up-status/card', {
  scheduled: 'Scheduled',
  done: 'Done',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  serviceGone: 'Service no longer listed',
  remindBefore: params(' · remind {before} before'),
  markedDone: 'Follow-up marked as done',
  markDone: 'Done',
  cancel: 'Cancel',
  postpone: 'Postpone',
  convertToBill: 'Convert to Bill',
});

export const cancelFollowUpMessages = messages('follow-up-status/cancel', {
  title: 'Cancel this follow-up?',
  confirm: 'Cancel Follow-Up',
  keep: 'Keep',
  done: 'Follow-up cancelled',
  failed: 'Could not cancel the follow-up.',
  // Follows the customer's name, in bold.
  consequence: params(
    ', {when}: no reminder will be sent, and it can no longer be marked done or postponed.',
  ),
});

export const postponeMessages = messages('follow-up-status/postpone', {
  title: 'Postpone follow-up',
  nowOn: params('{customer}, now on {when}.'),
  newTime: 'New time',
  postpone: 'Postpone',
  postponed: params('Follow-up postponed to {when}'),
});

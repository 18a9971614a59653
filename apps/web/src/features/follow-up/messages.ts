import { MESSAGES } from '@khatabill/domain';
import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The New Follow-Up screen's English texts; the Hindi is in i18n/hi/follow-up.json.

export const followUpPageMessages = messages('follow-up/page', {
  title: 'New Follow-Up / Booking',
  seeAll: 'See all follow-ups',
});

export const customerPickerMessages = messages('follow-up/customer-picker', {
  customer: 'Customer',
  change: 'Change',
  changeCustomer: params('Change customer {name}'),
  placeholder: 'Name or mobile',
  hint: 'Type at least 2 letters or digits, then choose.',
  // A link to Clients goes between the two parts.
  someoneNew: 'Someone new? Add them in',
  clients: 'Clients',
  first: 'first.',
});

export const followUpFormMessages = messages('follow-up/form', {
  label: 'New Follow-Up',
  saved: 'Follow-up saved',
  service: 'Service',
  addServicesFirst: 'Add your services in Products first.',
  loadingProducts: 'Loading products...',
  selectService: 'Select a service',
  scheduleTime: 'Schedule time',
  remindBefore: 'Remind before',
  select: 'Select',
  notes: 'Notes (optional)',
  save: 'Save Follow-Up',
  upgrade: 'Upgrade your plan to book more follow-ups this month.',
  // Also announced, not only written under the field (product §5).
  futureTime: MESSAGES.futureTime,
  // The domain's followupReminderHint as templates; follow-up-form-values.test.ts checks they agree.
  reminderNow: 'Reminder now!',
  reminderIn: params('Reminder in {minutes} mins'),
});

import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// A deal's parts, in the language shown: the shop's on its deal page.
// The Hindi is in the domain's customer-texts/hi.json.

export const dealMessages = messages('customer/deal', {
  endsToday: 'Ends today',
  endsOn: params('Ends {day}'),
  was: 'was ',
  percentOff: params('{percent}% off'),
  // Counts with Indian digit grouping (1,234), which count() does not do: one form each.
  view: params('{count} view'),
  views: params('{count} views'),
  click: params('{count} click'),
  clicks: params('{count} clicks'),
});

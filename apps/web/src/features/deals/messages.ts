import { count } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/deals`'s English texts (spec §2 and §8, verbatim); the Hindi is in i18n/hi/deals.json.

export const dealsPageMessages = messages('deals/page', {
  title: 'Deals',
  intro: 'Offers running now at local shops. Tap a deal to see every item.',
});

export const dealFiltersMessages = messages('deals/filters', {
  search: 'Search',
  searchPlaceholder: 'Search shop or product',
  sort: 'Sort',
  latest: 'Latest',
  expiring: 'Expiring Soon',
});

export const dealListMessages = messages('deals/list', {
  loading: 'Loading deals...',
  failed: 'Failed to load deals.',
  tryAgain: 'Try again',
  noDeals: 'No deals found',
  noMatch: 'No running deal matches your search. Try another shop or product.',
  noneRunning: 'No shop has a deal running right now. Check back soon.',
});

export const dealCardMessages = messages('deals/card', {
  moreItems: count({ one: '+{count} more item', other: '+{count} more items' }),
  viewDeal: 'View deal →',
});

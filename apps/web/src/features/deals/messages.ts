import { count, params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/deals`'s English texts (product §2 and §8); the Hindi is in i18n/hi/deals.json.

export const dealsPageMessages = messages('deals/page', {
  title: 'Deals',
  intro: 'Offers running now at local shops. Tap a deal to see every item.',
  // The head of the page the server draws, for browsers and search engines.
  documentTitle: params('Deals from local shops — {product}'),
  documentDescription:
    'Offers running now at local shops: every item with its price, and the shop a call or a WhatsApp away.',
});

export const dealFiltersMessages = messages('deals/filters', {
  search: 'Search',
  searchPlaceholder: 'Search shop or product',
  sort: 'Sort',
  latest: 'Latest',
  expiring: 'Expiring Soon',
  /** The button of the page the server draws, which sends the search and the sort. */
  showDeals: 'Show deals',
});

export const dealListMessages = messages('deals/list', {
  loading: 'Loading deals...',
  failed: 'Failed to load deals.',
  tryAgain: 'Try again',
  noDeals: 'No deals found',
  noMatch: 'No running deal matches your search. Try another shop or product.',
  noneRunning: 'No shop has a deal running right now. Check back soon.',
  // A page of the server's list past its last deal (deals ended since its link was drawn).
  pastTheEnd: 'This page is past the end of the list.',
  firstPage: 'Go to the first page',
});

export const dealCardMessages = messages('deals/card', {
  moreItems: count({ one: '+{count} more item', other: '+{count} more items' }),
  viewDeal: 'View deal →',
});

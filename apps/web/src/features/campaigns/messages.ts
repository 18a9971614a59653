import { messages } from '../../i18n/i18n';

// A deal's page (`/campaigns/{idOrSlug}`), in its shop's language; the Hindi is in
// the domain's customer-texts/hi.json.

export const dealPageMessages = messages('customer/deal-page', {
  // Product §2 and §8.
  failed: 'Failed to load Deal.',
  loading: 'Loading...',
  tryAgain: 'Try again',
  allDeals: 'All deals',
  shopAddress: 'Shop address',
  passItOn: 'Know someone who would like this? Send them the deal.',
  chatOnWhatsapp: 'Chat on WhatsApp',
  seeAllDeals: 'See all deals',
  contactTheShop: 'Contact the shop',
  callShop: 'Call Shop',
  whatsapp: 'WhatsApp',
  itemsOnOffer: 'Items on offer',
});

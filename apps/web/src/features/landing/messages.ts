import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The landing page's copy; the Hindi is in i18n/hi/landing.json under the same names.
// landing-content.ts lists which of these texts each part of the page shows, in order.

export const landingMessages = messages('landing/page', {
  documentTitle: params('{product}: free billing and khata for shops'),
  documentDescription:
    'Make bills in seconds, share them on WhatsApp, collect with UPI QR and keep every customer’s khata. Free for small shops.',
  free: 'Free for every shop',
  headline: params('Billing and khata for your shop, free with {product}'),
  intro:
    'Make bills on your phone, share them on WhatsApp, collect with UPI and keep every customer’s balance, without paying anything.',
  startFree: 'Start for Free',
  seeDeals: 'See deals from shops',
  benefitsTitle: 'Everything a counter needs',
  billsTitle: 'Bills in seconds',
  billsText:
    'Pick products or services, add a discount or an advance, and the totals add up for you.',
  whatsappTitle: 'Share on WhatsApp',
  whatsappText: 'Send every customer a link to their bill, with your shop name, in one tap.',
  upiTitle: 'UPI QR payments',
  upiText: 'Show a QR code for the exact bill amount and get paid straight to your UPI ID.',
  khataTitle: 'Khata for every customer',
  khataText: 'Dues and advances go into each customer’s ledger, so you always know who owes what.',
  businessesTitle: 'Made for local businesses',
  businessesText:
    'Service bills carry the fields your trade needs: IMEI and problem for a repair, plan dates for a gym, symptoms for a clinic, room number for a hostel.',
  repair: 'Mobile and laptop repair',
  vehicles: 'Vehicle repair',
  salons: 'Salons and spas',
  gyms: 'Gyms',
  clinics: 'Clinics',
  hostels: 'Hostels',
  comingSoonTitle: 'Coming soon',
  inventory: 'Inventory',
  reports: 'Reports',
  staff: 'Staff access',
  templates: 'Premium templates',
});

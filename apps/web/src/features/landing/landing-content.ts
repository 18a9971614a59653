// The landing page's copy, kept apart from its markup.

export const BENEFITS = [
  {
    title: 'Bills in seconds',
    text: 'Pick products or services, add a discount or an advance, and the totals add up for you.',
  },
  {
    title: 'Share on WhatsApp',
    text: 'Send every customer a link to their bill, with your shop name, in one tap.',
  },
  {
    title: 'UPI QR payments',
    text: 'Show a QR code for the exact bill amount and get paid straight to your UPI ID.',
  },
  {
    title: 'Khata for every customer',
    text: 'Dues and advances go into each customer’s ledger, so you always know who owes what.',
  },
] as const;

export const BUSINESSES = [
  'Mobile and laptop repair',
  'Vehicle repair',
  'Salons and spas',
  'Gyms',
  'Clinics',
  'Hostels',
] as const;

export const COMING_SOON = ['Inventory', 'Reports', 'Staff access', 'Premium templates'] as const;

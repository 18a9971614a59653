import type { landingMessages } from './messages';

// The landing page's lists, kept apart from its markup: each entry names its text in
// landingMessages (messages.ts).

type LandingText = keyof ReturnType<typeof landingMessages.get>;

export const BENEFITS = [
  { title: 'billsTitle', text: 'billsText' },
  { title: 'whatsappTitle', text: 'whatsappText' },
  { title: 'upiTitle', text: 'upiText' },
  { title: 'khataTitle', text: 'khataText' },
] as const satisfies readonly { title: LandingText; text: LandingText }[];

export const BUSINESSES = [
  'repair',
  'vehicles',
  'salons',
  'gyms',
  'clinics',
  'hostels',
] as const satisfies readonly LandingText[];

export const COMING_SOON = [
  'inventory',
  'reports',
  'staff',
  'templates',
] as const satisfies readonly LandingText[];

import { params } from '@nanostores/i18n';
import { messages } from '../i18n/i18n';

// The app's frame (navigation, layouts, gates, the error screen); the Hindi is in
// i18n/hi/app.json under the same names.

/** The shop's screens as the navigation names them (nav-items.ts). */
export const navItemMessages = messages('app/nav-items', {
  dashboard: 'Dashboard',
  createBill: 'Create Bill',
  billBook: 'Bill Book',
  clients: 'Clients',
  products: 'Products',
  followUp: 'Follow-Up',
  followUpStatus: 'Follow-Up Status',
  expenses: 'Expenses',
  myDeals: 'My Deals',
  gstr1: 'GSTR-1',
  settings: 'Settings',
});

export const navMessages = messages('app/nav', {
  main: 'Main',
  more: 'More',
  closeMenu: 'Close menu',
  upgradeRequired: params('{label} (upgrade required)'),
});

export const layoutMessages = messages('app/layout', {
  admin: params('{product} Admin'),
  logout: 'Logout',
  login: 'Login',
});

export const planGateMessages = messages('app/plan-gate', {
  notIncluded: 'Your plan does not include this screen. Upgrade your plan to use it.',
  openSettings: 'Open Settings',
});

export const routeErrorMessages = messages('app/route-error', {
  chunkTitle: 'This page could not be loaded',
  chunkText: 'Check your internet connection and try again.',
  errorTitle: 'Something went wrong',
  errorText: 'Please try again. If it keeps happening, reload the app.',
  tryAgain: 'Try again',
  goHome: 'Go to Home',
});

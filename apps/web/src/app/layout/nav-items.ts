import type { Capabilities } from '@khatabill/domain';
import type { navItemMessages } from '../messages';

/** An item's label: its name in navItemMessages, which holds the text in each language. */
type NavLabel = keyof ReturnType<typeof navItemMessages.get>;

export type NavItem = {
  to: string;
  label: NavLabel;
  /** The plan capability the screen needs; without it the item is locked (product §2). */
  requires?: keyof Capabilities;
  /** Shown only to a shop registered for GST as regular (product §16). */
  forRegularGst?: true;
};

export const MAIN_NAV = [
  { to: '/dashboard', label: 'dashboard' },
  { to: '/create-bill', label: 'createBill' },
  { to: '/bill-book', label: 'billBook' },
] as const satisfies readonly NavItem[];

export const MORE_NAV: readonly NavItem[] = [
  { to: '/clients', label: 'clients' },
  { to: '/products', label: 'products' },
  { to: '/follow-up', label: 'followUp', requires: 'followups' },
  { to: '/follow-up-status', label: 'followUpStatus', requires: 'followups' },
  { to: '/expenses', label: 'expenses', requires: 'expenses' },
  // Not locked: an expired starter cannot create or edit deals, but may end and delete them.
  { to: '/my-deals', label: 'myDeals' },
  { to: '/gstr-1', label: 'gstr1', forRegularGst: true },
  { to: '/setup', label: 'settings' },
];

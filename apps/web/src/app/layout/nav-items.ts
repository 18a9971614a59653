import type { Capabilities } from '@khatabill/domain';

export type NavItem = {
  to: string;
  label: string;
  /** The plan capability the screen needs; without it the item is locked (spec §2 "Navigation"). */
  requires?: keyof Capabilities;
};

export const MAIN_NAV = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/create-bill', label: 'Create Bill' },
  { to: '/bill-book', label: 'Bill Book' },
] as const satisfies readonly NavItem[];

export const MORE_NAV: readonly NavItem[] = [
  { to: '/clients', label: 'Clients' },
  { to: '/products', label: 'Products' },
  { to: '/follow-up', label: 'Follow-Up', requires: 'followups' },
  { to: '/follow-up-status', label: 'Follow-Up Status', requires: 'followups' },
  { to: '/expenses', label: 'Expenses', requires: 'expenses' },
  // Not locked: an expired starter cannot create or edit deals, but may end and delete them.
  { to: '/my-deals', label: 'My Deals' },
  { to: '/setup', label: 'Settings' },
];

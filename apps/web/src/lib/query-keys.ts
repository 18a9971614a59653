/**
 * Every TanStack Query key, in one place. Keys nest: each starts with its resource
 * (`bills`, `customers`, …), so invalidating `queryKeys.bills.all` refreshes every bill
 * query, whichever screen owns it.
 */
export const queryKeys = {
  bills: {
    all: ['bills'] as const,
    search: (filters: Readonly<Record<string, unknown>>) => ['bills', 'search', filters] as const,
    detail: (billId: string) => ['bills', 'detail', billId] as const,
  },
  customers: {
    all: ['customers'] as const,
    list: (q: string) => ['customers', 'list', q] as const,
    detail: (id: string) => ['customers', 'detail', id] as const,
    search: (text: string) => ['customers', 'search', text] as const,
    /** Total due and who owes the most (the dashboard); any khata change refreshes it. */
    dues: ['customers', 'dues'] as const,
  },
  /** Dashboard numbers: any bill or expense change refreshes them all (product §7). */
  summaries: {
    all: ['summaries'] as const,
    today: ['summaries', 'today'] as const,
    week: ['summaries', 'week'] as const,
    range: (from: string, to: string) => ['summaries', 'range', from, to] as const,
    topProducts: ['summaries', 'top-products'] as const,
  },
  reminders: {
    today: ['reminders', 'today'] as const,
  },
  /** A period's GSTR-1: made of bills, so any bill change refreshes it. */
  gstr1: (from: string, to: string) => ['bills', 'gstr1', from, to] as const,
  expenses: {
    all: ['expenses'] as const,
    list: (filters: Readonly<Record<string, unknown>>) => ['expenses', 'list', filters] as const,
    categories: ['expenses', 'categories'] as const,
  },
  followups: {
    all: ['followups'] as const,
    list: (filters: Readonly<Record<string, unknown>>) => ['followups', 'list', filters] as const,
    detail: (id: string) => ['followups', 'detail', id] as const,
  },
  /** The public deals pages. */
  deals: {
    all: ['deals'] as const,
    list: (filters: Readonly<Record<string, unknown>>) => ['deals', 'list', filters] as const,
    detail: (slug: string) => ['deals', 'detail', slug] as const,
  },
  /** The shop's own campaigns (/my-deals). */
  myCampaigns: ['my-campaigns'] as const,
  notifications: {
    all: ['notifications'] as const,
    /** The admin's queue, every page loaded so far. */
    pending: ['notifications', 'pending'] as const,
  },
  products: {
    all: ['products'] as const,
    /** Names and prices only, for the Create Bill picker. */
    minimal: ['products', 'minimal'] as const,
  },
  /** The shop's members (Settings → Staff). */
  staff: ['staff'] as const,
  /** The signed-in user (`GET /auth/me`) is cached under the key `settings`. */
  settings: ['settings'] as const,
  publicReceipt: (token: string) => ['public-receipt', token] as const,
};

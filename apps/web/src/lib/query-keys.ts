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
  },
  products: {
    all: ['products'] as const,
    /** Names and prices only, for the Create Bill picker. */
    minimal: ['products', 'minimal'] as const,
  },
  /** Spec §7: the settings load is cached under the key `settings`. */
  settings: ['settings'] as const,
  publicReceipt: (token: string) => ['public-receipt', token] as const,
};

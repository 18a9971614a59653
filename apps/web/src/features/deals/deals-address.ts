import type { DealSort } from '@khatabill/domain';

/** A list of running deals: its search, its sort and which ten of them (1 for the first). */
export type DealsListAddress = { q?: string | undefined; sort: DealSort; page: number };

/**
 * The list's address, as the app keeps it (`/deals?q=saree&sort=expiring`), the defaults left
 * out, so the first ten latest deals are `/deals`. `page` is read by the page the server
 * draws only: it shows that page's ten.
 */
export function dealsAddress({ q, sort, page }: DealsListAddress): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (sort !== 'latest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/deals?${query}` : '/deals';
}

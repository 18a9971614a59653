import { DealFilters } from './components/deal-filters';
import { DealList } from './components/deal-list';
import { DealsFrame } from './components/deals-frame';
import { useDealFilters } from './hooks/use-deal-filters';

/**
 * `/deals`: the shops' running deals, for anyone, without logging in (product §2). The server
 * draws it (src/ssr/deals-page.tsx); the app draws it on the dev server, offline, and when
 * it is reached from the app's own links.
 */
export default function DealsPage() {
  const { filters, ...filterState } = useDealFilters();
  return (
    <DealsFrame>
      <DealFilters {...filterState} />
      <DealList filters={filters} />
    </DealsFrame>
  );
}

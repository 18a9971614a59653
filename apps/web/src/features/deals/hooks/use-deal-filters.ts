import type { DealSort } from '@khatabill/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { DealFilters } from '../api/get-deals';

// Long enough to skip the keystrokes of a word being typed, short enough to feel live.
export const DEAL_SEARCH_DEBOUNCE_MS = 300;

function sortOf(value: string | null): DealSort {
  return value === 'expiring' ? 'expiring' : 'latest';
}

/**
 * The deals list's search and sort, kept in the address (`/deals?q=saree&sort=expiring`):
 * Back from a deal returns to the same list, and a search can be shared as a link.
 */
export function useDealFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), DEAL_SEARCH_DEBOUNCE_MS);
  const sort = sortOf(params.get('sort'));
  const addressQ = params.get('q') ?? '';

  useEffect(() => {
    if (q === addressQ) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, addressQ, setParams]);

  function setSort(value: DealSort) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'latest') next.delete('sort');
        else next.set('sort', value);
        return next;
      },
      { replace: true },
    );
  }

  const filters = useMemo<DealFilters>(() => ({ q, sort }), [q, sort]);
  return { search, setSearch, sort, setSort, filters };
}

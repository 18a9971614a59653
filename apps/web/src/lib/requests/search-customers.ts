import { CUSTOMER_SEARCH_MIN, type CustomerDto } from '@khatabill/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { useDebouncedValue } from '../use-debounced-value';

/** Long enough to skip the keystrokes of a name being typed. */
const SEARCH_DEBOUNCE_MS = 250;

export function searchCustomers(query: string, signal?: AbortSignal): Promise<CustomerDto[]> {
  return api.get<CustomerDto[]>(`/customers/search?q=${encodeURIComponent(query)}`, { signal });
}

/**
 * Customers matching a name, alias or mobile, once the typed text has rested for
 * SEARCH_DEBOUNCE_MS; no request below CUSTOMER_SEARCH_MIN characters. Create Bill and
 * the Follow-Up form both search this way.
 */
export function useCustomerSearch(text: string) {
  const trimmed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const isEnabled = trimmed.length >= CUSTOMER_SEARCH_MIN;
  const result = useQuery({
    queryKey: queryKeys.customers.search(trimmed),
    queryFn: ({ signal }) => searchCustomers(trimmed, signal),
    enabled: isEnabled,
    // The list keeps the last matches while the next ones load, instead of flickering.
    placeholderData: keepPreviousData,
  });
  return isEnabled ? (result.data ?? []) : [];
}

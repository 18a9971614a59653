import { CUSTOMER_SEARCH_MIN, type CustomerDto } from '@khatabill/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function searchCustomers(query: string, signal?: AbortSignal): Promise<CustomerDto[]> {
  return api.get<CustomerDto[]>(`/customers/search?q=${encodeURIComponent(query)}`, { signal });
}

/** Customers matching a name, alias or mobile; no request below CUSTOMER_SEARCH_MIN characters. */
export function useCustomerSearch(query: string) {
  const trimmed = query.trim();
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

import type { CustomerDetailDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A customer with their khata entries, newest first. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetailDto> {
  return api.get<CustomerDetailDto>(`/customers/${encodeURIComponent(id)}`, { signal });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: queryKeys.customers.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}

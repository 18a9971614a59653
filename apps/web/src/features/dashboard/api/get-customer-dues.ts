import type { CustomerDuesDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What all the shop's customers owe it, and the few who owe the most. */
export function getCustomerDues(signal?: AbortSignal): Promise<CustomerDuesDto> {
  return api.get<CustomerDuesDto>('/customers/dues', { signal });
}

export function useCustomerDues() {
  return useQuery({
    queryKey: queryKeys.customers.dues,
    queryFn: ({ signal }) => getCustomerDues(signal),
  });
}

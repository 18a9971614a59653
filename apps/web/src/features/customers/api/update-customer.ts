import type { CustomerDto, CustomerUpdateInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Renames the customer and records the manual khata entry in `input.payment`, if any. */
export function updateCustomer({
  id,
  input,
}: {
  id: string;
  input: CustomerUpdateInput;
}): Promise<CustomerDto> {
  return api.put<CustomerDto>(`/customers/${encodeURIComponent(id)}`, input);
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    // The balance changes the list, the total due and the customer's history.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}

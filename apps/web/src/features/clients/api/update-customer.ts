import type { CustomerDto, CustomerUpdateInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIdempotentSend } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

/** Renames the customer and records the manual khata entry in `input.payment`, if any. */
export function updateCustomer(
  { id, input }: { id: string; input: CustomerUpdateInput },
  idempotencyKey: string,
): Promise<CustomerDto> {
  return api.put<CustomerDto>(`/customers/${encodeURIComponent(id)}`, input, { idempotencyKey });
}

/**
 * Saves a customer's changes. A save that got no answer (offline) is sent again with the
 * same Idempotency-Key when the owner retries it unchanged, so its khata entry is recorded once.
 */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentSend(updateCustomer),
    // The balance changes the list, the total due and the customer's history.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}

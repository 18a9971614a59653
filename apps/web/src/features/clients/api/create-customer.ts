import type { CustomerDto, CustomerInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIdempotentSend } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

export function createCustomer(input: CustomerInput, idempotencyKey: string): Promise<CustomerDto> {
  return api.post<CustomerDto>('/customers', input, { idempotencyKey });
}

/**
 * Adds a customer. An add that got no answer (offline) is sent again with the same
 * Idempotency-Key when the owner retries it unchanged, so the server creates it only once.
 */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentSend(createCustomer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}

import type { CustomerDto, CustomerInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRetryableIdempotencyKey } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

export type CreateCustomerVariables = { input: CustomerInput; idempotencyKey: string };

export function createCustomer({
  input,
  idempotencyKey,
}: CreateCustomerVariables): Promise<CustomerDto> {
  return api.post<CustomerDto>('/customers', input, { idempotencyKey });
}

/**
 * Adds a customer. An add that got no answer (offline) is sent again with the same
 * Idempotency-Key when the owner retries it unchanged, so the server creates it only once.
 */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  const idempotency = useRetryableIdempotencyKey();
  return useMutation({
    mutationFn: async (input: CustomerInput) => {
      const body = JSON.stringify(input);
      const key = idempotency.keyFor(body);
      try {
        const customer = await createCustomer({ input, idempotencyKey: key });
        idempotency.settle(body, key);
        return customer;
      } catch (error) {
        idempotency.settle(body, key, error);
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}

import type { CustomerDto, CustomerInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { CUSTOMERS_QUERY_KEY } from './get-customers';

export type CreateCustomerVariables = { input: CustomerInput; idempotencyKey: string };

export function createCustomer({
  input,
  idempotencyKey,
}: CreateCustomerVariables): Promise<CustomerDto> {
  return api.post<CustomerDto>('/customers', input, { idempotencyKey });
}

/** 128 random bits as hex; getRandomValues works on plain http too, unlike randomUUID. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Adds a customer. An add that got no answer (offline) is sent again with the same
 * Idempotency-Key when the owner retries it unchanged, so the server creates it only once.
 */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  const unanswered = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (input: CustomerInput) => {
      const body = JSON.stringify(input);
      const key = unanswered.current?.body === body ? unanswered.current.key : newIdempotencyKey();
      try {
        const customer = await createCustomer({ input, idempotencyKey: key });
        unanswered.current = null;
        return customer;
      } catch (error) {
        unanswered.current = error instanceof ApiError && error.status === 0 ? { body, key } : null;
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY }),
  });
}

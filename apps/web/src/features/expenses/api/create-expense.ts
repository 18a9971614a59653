import type { ExpenseDto, ExpenseInput } from '@khatabill/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIdempotentSend } from '../../../lib/idempotency';
import { useRefreshExpenses } from './use-refresh-expenses';

export function createExpense(input: ExpenseInput, idempotencyKey: string): Promise<ExpenseDto> {
  return api.post<ExpenseDto>('/expenses/create', input, { idempotencyKey });
}

/** Records an expense; one retried unchanged after no answer is made only once. */
export function useCreateExpense() {
  return useMutation({
    mutationFn: useIdempotentSend(createExpense),
    onSuccess: useRefreshExpenses(),
  });
}

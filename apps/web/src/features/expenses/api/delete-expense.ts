import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshExpenses } from './use-refresh-expenses';

export function deleteExpense(id: string): Promise<unknown> {
  return api.delete(`/expenses/${encodeURIComponent(id)}`);
}

export function useDeleteExpense() {
  return useMutation({ mutationFn: deleteExpense, onSuccess: useRefreshExpenses() });
}

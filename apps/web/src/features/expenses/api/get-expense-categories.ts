import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The shop's own categories, most used first. */
export function getExpenseCategories(): Promise<string[]> {
  return api.get<string[]>('/expenses/categories');
}

export function useExpenseCategories() {
  return useQuery({ queryKey: queryKeys.expenses.categories, queryFn: getExpenseCategories });
}

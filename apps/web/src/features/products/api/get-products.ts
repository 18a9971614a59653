import type { ProductDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every product query starts with this key, so one invalidation refreshes them all. */
export const PRODUCTS_QUERY_KEY = ['products'] as const;

export function getProducts(): Promise<ProductDto[]> {
  return api.get<ProductDto[]>('/products');
}

export function useProducts() {
  return useQuery({ queryKey: PRODUCTS_QUERY_KEY, queryFn: getProducts });
}

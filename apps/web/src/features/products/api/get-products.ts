import type { ProductDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getProducts(): Promise<ProductDto[]> {
  return api.get<ProductDto[]>('/products');
}

export function useProducts() {
  return useQuery({ queryKey: queryKeys.products.all, queryFn: getProducts });
}

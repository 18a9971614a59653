import type { ProductDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export function getMinimalProducts(): Promise<ProductDto[]> {
  return api.get<ProductDto[]>('/products/minimal');
}

/** Every product with its price, for the picker and the item name suggestions. */
export function useMinimalProducts() {
  return useQuery({ queryKey: queryKeys.products.minimal, queryFn: getMinimalProducts });
}

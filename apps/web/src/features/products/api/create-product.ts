import type { ProductDto, ProductInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PRODUCTS_QUERY_KEY } from './get-products';

export function createProduct(input: ProductInput): Promise<ProductDto> {
  return api.post<ProductDto>('/products', input);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  });
}

import type { ProductDto, ProductInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PRODUCTS_QUERY_KEY } from './get-products';

export function updateProduct({
  id,
  input,
}: {
  id: string;
  input: ProductInput;
}): Promise<ProductDto> {
  return api.put<ProductDto>(`/products/${encodeURIComponent(id)}`, input);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  });
}

import type { ProductDto, ProductInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}

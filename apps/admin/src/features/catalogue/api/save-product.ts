import type { AdminProduct, ProductBodyInput } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { catalogueKeys } from './keys.ts'

export function saveProduct({ id, body }: { id?: number; body: ProductBodyInput }): Promise<AdminProduct> {
  return id === undefined
    ? api.post<AdminProduct>('/products', body)
    : api.put<AdminProduct>(`/products/${id}`, body)
}

/** Saves the editor; the tables and the game counts refresh, the saved product is primed. */
export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (product) => {
      queryClient.setQueryData(catalogueKeys.product(product.id), product)
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all })
    },
  })
}

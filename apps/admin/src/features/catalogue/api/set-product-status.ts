import type { AdminProduct } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { catalogueKeys } from './keys.ts'

export function setProductStatus({ id, status }: { id: number; status: '0' | '1' }): Promise<AdminProduct> {
  return api.put<AdminProduct>(`/products/${id}/status`, { status })
}

export function useSetProductStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setProductStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products() }),
  })
}

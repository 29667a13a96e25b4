import type { AdminProduct } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { catalogueKeys } from './keys.ts'

export function getProduct(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<AdminProduct> {
  return api.get<AdminProduct>(`/products/${id}`, { signal })
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
    // The editor shows its own error state.
    meta: { silentError: true },
  })

export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null })
}

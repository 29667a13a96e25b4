import type { AdminProductListQuery, AdminProductPage } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { catalogueKeys } from './keys.ts'

export function getProducts(
  query: AdminProductListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminProductPage> {
  return api.get<AdminProductPage>('/products', { query: { ...query }, signal })
}

export const productsQueryOptions = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.productPage(query),
    queryFn: ({ signal }) => getProducts(query, { signal }),
    // Paging and filtering keep the last page on screen instead of flashing an empty table.
    placeholderData: keepPreviousData,
  })

export function useProducts(query: AdminProductListQuery) {
  return useQuery(productsQueryOptions(query))
}

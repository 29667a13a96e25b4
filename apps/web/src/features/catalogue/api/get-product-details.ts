import type { ProductDetails } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys.ts'

export function getProductDetails(
  productId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductDetails> {
  return http.get<ProductDetails>('/v1/dEsports/public/productDetails', { productId }, { signal })
}

export const productDetailsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: catalogueKeys.productDetails(productId),
    queryFn: ({ signal }) => getProductDetails(productId, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  })

export function useProductDetails(productId: number | null) {
  return useQuery({ ...productDetailsQueryOptions(productId ?? 0), enabled: productId !== null })
}

import type { ProductDetails } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { appQueryClient } from '@/lib/query-library.ts'
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

/** The product id of the page's address, or null when it is not one. */
export function parseProductId(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

/**
 * Starts loading the details into the app's cache before the page's own code has arrived (the route's
 * loader). The cache comes with this module, so the server's preloads of the page fetch it too.
 */
export function prefetchProductDetails(productIdParam: string | null): void {
  const productId = parseProductId(productIdParam)
  if (productId !== null) void appQueryClient.prefetchQuery(productDetailsQueryOptions(productId))
}

export function useProductDetails(productId: number | null) {
  return useQuery({ ...productDetailsQueryOptions(productId ?? 0), enabled: productId !== null })
}

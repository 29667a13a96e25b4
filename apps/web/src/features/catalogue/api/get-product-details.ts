import type { ProductDetails } from '@dianjing/shared'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
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

/** Starts loading the details before the page's own code has arrived (the route's loader). */
export function prefetchProductDetails(client: QueryClient, productIdParam: string | null): void {
  const productId = parseProductId(productIdParam)
  if (productId !== null) void client.prefetchQuery(productDetailsQueryOptions(productId))
}

export function useProductDetails(productId: number | null) {
  return useQuery({ ...productDetailsQueryOptions(productId ?? 0), enabled: productId !== null })
}

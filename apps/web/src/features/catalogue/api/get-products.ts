import type { ProductCard } from '@dianjing/shared'
import { queryOptions } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { useFirstScreenQuery } from '@/lib/use-first-screen-query.ts'
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys.ts'

export function getProducts(
  gameId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductCard[]> {
  return http.get<ProductCard[]>('/v1/dEsports/public/productList', { gameId }, { signal })
}

export const productsQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: catalogueKeys.products(gameId),
    queryFn: ({ signal }) => getProducts(gameId, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  })

/** The products of one game; waits until a game is chosen. */
export function useProducts(gameId: number | undefined) {
  return useFirstScreenQuery({ ...productsQueryOptions(gameId ?? 0), enabled: gameId !== undefined })
}

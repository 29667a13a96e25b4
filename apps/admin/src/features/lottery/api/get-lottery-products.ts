import type { AdminLotteryProduct } from '@dianjing/shared'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { lotteryKeys } from './keys.ts'

export function getLotteryProducts({
  signal,
}: {
  signal?: AbortSignal
} = {}): Promise<AdminLotteryProduct[]> {
  return api.get<AdminLotteryProduct[]>('/lottery/products', { signal })
}

export const lotteryProductsQueryOptions = () =>
  queryOptions({
    queryKey: lotteryKeys.products(),
    queryFn: ({ signal }) => getLotteryProducts({ signal }),
    // The page shows a failure in place, with a retry.
    meta: { silentError: true },
  })

export function useLotteryProducts() {
  return useQuery(lotteryProductsQueryOptions())
}

/** The page's refresh button: the statistics and any open order list, fetched again. */
export function useRefreshLottery() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: lotteryKeys.all }), [queryClient])
}

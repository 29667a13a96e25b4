import type { AdminLotteryOrderList } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { lotteryKeys } from './keys.ts'

export function getLotteryOrders(
  productId: number,
  page: number,
  pageSize: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminLotteryOrderList> {
  return api.get<AdminLotteryOrderList>(`/lottery/products/${productId}/orders`, {
    query: { page, pageSize },
    signal,
  })
}

export const lotteryOrdersQueryOptions = (productId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: lotteryKeys.orders(productId, page, pageSize),
    queryFn: ({ signal }) => getLotteryOrders(productId, page, pageSize, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  })

/** The orders of the product whose drawer is open; nothing is fetched while it is closed. */
export function useLotteryOrders(productId: number | undefined, page: number, pageSize: number) {
  return useQuery({
    ...lotteryOrdersQueryOptions(productId ?? 0, page, pageSize),
    enabled: productId !== undefined,
  })
}

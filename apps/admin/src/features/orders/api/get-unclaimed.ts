import type { AdminOrderList, QueueSort } from '@dianjing/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export interface UnclaimedQuery {
  /** Unset: the longest wait since payment first. */
  sort?: QueueSort
  page: number
  pageSize: number
}

/** The dispatch queue: paid orders nobody took within the configured time (`GET /orders/unclaimed`). */
export function useUnclaimedOrders(query: UnclaimedQuery) {
  return useQuery({
    queryKey: orderKeys.unclaimed(query),
    queryFn: ({ signal }) => api.get<AdminOrderList>('/orders/unclaimed', { query: { ...query }, signal }),
    // Workers keep taking orders from the hall, so the queue is read again whenever it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  })
}

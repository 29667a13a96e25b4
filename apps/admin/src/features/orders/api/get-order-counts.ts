import type { AdminOrderCounts } from '@dianjing/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import type { OrderListQuery } from './get-orders.ts'
import { orderKeys } from './keys.ts'

/** How many orders each state tab holds under the list's other filters (`GET /orders/counts`). */
export function useOrderCounts({
  state: _state,
  page: _page,
  pageSize: _pageSize,
  ...filters
}: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.counts(filters),
    queryFn: ({ signal }) => api.get<AdminOrderCounts>('/orders/counts', { query: { ...filters }, signal }),
    staleTime: 0,
    // Tabs without counts still work; the list says what failed.
    meta: { silentError: true },
  })
}

import type { AdminOrderList, AdminOrderQuery, AdminOrderRow } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

/** One row of `GET /boot/admin/orders`. */
export type OrderRow = AdminOrderRow

export type OrderState = AdminOrderQuery['state']

/** The server's state filters, in the order staff meet them in an order's life. */
export const ORDER_STATES: readonly OrderState[] = [
  'all',
  'unpaid',
  'waiting',
  'inService',
  'toConfirm',
  'completed',
  'refunding',
  'refunded',
  'closed',
]

/** What the list asks for; empty filters are left out of the request and the address. */
export interface OrderListQuery {
  state: OrderState
  keyword?: string
  worker?: string
  gameId?: number
  /** YYYY-MM-DD, Shanghai days, both inclusive. */
  from?: string
  to?: string
  page: number
  pageSize: number
}

export function getOrders(
  query: OrderListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrderList> {
  return api.get<AdminOrderList>('/orders', { query: { ...query }, signal })
}

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.page(query),
    queryFn: ({ signal }) => getOrders(query, { signal }),
    // Orders move on their own (workers accept, customers confirm), so a list is fetched whenever shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // The page shows a failure in place (a role without access sees why instead of an empty table).
    meta: { silentError: true },
  })

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query))
}

/** The page's refresh button: every list and order page fetched again. */
export function useRefreshOrders() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: orderKeys.all }), [queryClient])
}

import type { OrderDisputeView } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { disputeKeys } from './keys.ts'

/** The order's dispute as the caller sees it: their side, what is open, and what they may do now. */
export function getOrderDispute(
  orderId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderDisputeView> {
  return http.get<OrderDisputeView>('/v1/dEsports/orderDispute/state', { orderId }, { signal })
}

/** Always asked again on opening: the other side or a deadline may have moved it on meanwhile. */
export const orderDisputeQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: disputeKeys.state(orderId),
    queryFn: ({ signal }) => getOrderDispute(orderId, { signal }),
    staleTime: 0,
  })

export function useOrderDispute(orderId: number) {
  return useQuery(orderDisputeQueryOptions(orderId))
}

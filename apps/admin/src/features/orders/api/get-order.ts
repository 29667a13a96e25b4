import { type AdminOrderDetail, PaymentRefundStatus } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

/** One order with its timeline, payments, refunds and review (`GET /boot/admin/orders/:id`). */
export type OrderDetail = AdminOrderDetail

/** A WeChat refund is confirmed within seconds to minutes; the page looks again this often meanwhile. */
const REFUND_POLL_MS = 3_000

export const refundInProgress = (order: Pick<OrderDetail, 'refunds'>) =>
  order.refunds.some((refund) => refund.status === PaymentRefundStatus.processing)

export function getOrder(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/orders/${id}`, { signal })
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => getOrder(id, { signal }),
    // Actions are decided on what is on screen.
    staleTime: 0,
    // While WeChat has a refund in hand the order is about to become 已退款; show it when it does.
    refetchInterval: (query) =>
      query.state.data && refundInProgress(query.state.data) ? REFUND_POLL_MS : false,
    meta: { silentError: true },
  })

/** `null` (an address that names no order) asks for nothing. */
export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null })
}

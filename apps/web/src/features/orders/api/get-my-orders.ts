import type { OrderView } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { ordersKeys } from './keys.ts'

export function getMyOrders(status: string, { signal }: { signal?: AbortSignal } = {}): Promise<OrderView[]> {
  return http.get<OrderView[]>('/v1/dEsports/wxOrder/myOrderList', { status }, { signal })
}

export const myOrdersQueryOptions = (status: string) =>
  queryOptions({
    queryKey: ordersKeys.list(status),
    queryFn: ({ signal }) => getMyOrders(status, { signal }),
  })

export function useMyOrders(status: string) {
  return useQuery(myOrdersQueryOptions(status))
}

export function getOrderDetails(outTradeNo: string): Promise<OrderView> {
  return http.get<OrderView>('/v1/dEsports/wxOrder/orderDetails', { outTradeNo })
}

/** One order by its trade number, as a notification's link opens it (`/order-list?outTradeNo=`). */
export function useOrderDetails(outTradeNo: string | null) {
  return useQuery({
    queryKey: ordersKeys.detail(outTradeNo ?? ''),
    queryFn: () => getOrderDetails(outTradeNo ?? ''),
    enabled: outTradeNo !== null,
  })
}

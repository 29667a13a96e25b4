import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import type { LotteryOrder } from '../lottery-order.ts'
import { lotteryKeys } from './keys.ts'

export function getLotteryOrder(outTradeNo: string, { signal }: { signal?: AbortSignal } = {}) {
  return http.get<LotteryOrder>('/v1/dEsports/wxOrder/orderDetails', { outTradeNo }, { signal })
}

export const lotteryOrderQueryOptions = (outTradeNo: string) =>
  queryOptions({
    queryKey: lotteryKeys.order(outTradeNo),
    queryFn: ({ signal }) => getLotteryOrder(outTradeNo, { signal }),
    // A spin in progress must not be repainted under the customer by a background refetch.
    refetchOnWindowFocus: false,
  })

export function useLotteryOrder(outTradeNo: string) {
  return useQuery({ ...lotteryOrderQueryOptions(outTradeNo), enabled: outTradeNo !== '' })
}

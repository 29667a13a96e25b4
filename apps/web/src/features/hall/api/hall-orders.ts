import type { HallPage, WorkerOrderView } from '@dianjing/shared'
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { workerKeys } from '@/lib/worker-keys.ts'
import { hallKeys } from './keys.ts'

export const HALL_PAGE_SIZE = 20

/**
 * One page of the hall; orders designated to this worker come first (the server sorts). The first page
 * is asked for by number; each next one by the cursor the page before ended with (the server reads on
 * from there instead of counting off what the worker already scrolled past).
 */
export function getHallOrders(
  cursor: string,
  gameRegion: string | undefined,
  keyword: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<HallPage> {
  return http.get<HallPage>(
    '/v1/dEsports/wxOrder/receivingOrderList',
    { gameRegion, keyword, ...(cursor ? { cursor } : {}), pageNum: 1, pageSize: HALL_PAGE_SIZE },
    { signal },
  )
}

export const hallOrdersQueryOptions = (gameRegion: string | undefined, keyword: string) =>
  infiniteQueryOptions({
    queryKey: hallKeys.hall(gameRegion, keyword),
    queryFn: ({ pageParam, signal }) => getHallOrders(pageParam, gameRegion, keyword, { signal }),
    initialPageParam: '',
    // The server says where the next page starts; none (or a short page) ends the list.
    getNextPageParam: (last) =>
      last.nextCursor && last.list.length === HALL_PAGE_SIZE ? last.nextCursor : undefined,
  })

export function useHallOrders(gameRegion: string | undefined, keyword: string) {
  return useInfiniteQuery(hallOrdersQueryOptions(gameRegion, keyword))
}

/** An order still in the hall, in full; code 1 '订单不存在或已不可接' once someone took it. */
export function getReceivingOrder(
  outTradeNo: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WorkerOrderView> {
  return http.get<WorkerOrderView>(
    '/v1/dEsports/wxOrder/workerReceivingOrderDetails',
    { outTradeNo },
    { signal },
  )
}

export const receivingOrderQueryOptions = (outTradeNo: string) =>
  queryOptions({
    queryKey: hallKeys.receiving(outTradeNo),
    queryFn: ({ signal }) => getReceivingOrder(outTradeNo, { signal }),
  })

export function useReceivingOrder(outTradeNo: string) {
  return useQuery({ ...receivingOrderQueryOptions(outTradeNo), enabled: outTradeNo !== '' })
}

/** Takes the order; the server decides the race (code 1 '已被其他打手接单' for the loser). */
export function acceptOrder(orderId: number): Promise<WorkerOrderView> {
  return http.get<WorkerOrderView>('/v1/dEsports/wxOrder/acceptOrder', { orderId })
}

export function useAcceptOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(hallKeys.workerOrder(order.outTradeNo), order)
      // The hall entry is left alone: the page still shows it until the details open, and asking for
      // it again now would only answer '订单不存在或已不可接'.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: hallKeys.workerOrderLists() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.summary() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.orderCounts() }),
      ])
    },
    // Won or lost, the hall has moved on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: hallKeys.hallLists() }),
  })
}

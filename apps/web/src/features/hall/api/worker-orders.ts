import type { WorkerOrderView } from '@dianjing/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { workerKeys } from '@/lib/worker-keys.ts'
import { hallKeys } from './keys.ts'

/** The worker's orders in one state: '1' 服务中, '2' 待结算, '3' 已结算 (spec §4, worker-side bizStatus). */
export function getWorkerOrders(
  bizStatus: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WorkerOrderView[]> {
  return http.get<WorkerOrderView[]>('/v1/dEsports/wxOrder/workerAcceptOrderList', { bizStatus }, { signal })
}

export const workerOrdersQueryOptions = (bizStatus: string) =>
  queryOptions({
    queryKey: hallKeys.workerOrders(bizStatus),
    queryFn: ({ signal }) => getWorkerOrders(bizStatus, { signal }),
  })

export function useWorkerOrders(bizStatus: string) {
  return useQuery(workerOrdersQueryOptions(bizStatus))
}

export function getWorkerOrder(
  outTradeNo: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WorkerOrderView> {
  return http.get<WorkerOrderView>('/v1/dEsports/wxOrder/workerOrderDetails', { outTradeNo }, { signal })
}

export const workerOrderQueryOptions = (outTradeNo: string) =>
  queryOptions({
    queryKey: hallKeys.workerOrder(outTradeNo),
    queryFn: ({ signal }) => getWorkerOrder(outTradeNo, { signal }),
  })

export function useWorkerOrder(outTradeNo: string) {
  return useQuery({ ...workerOrderQueryOptions(outTradeNo), enabled: outTradeNo !== '' })
}

export interface ProofUpdate {
  orderId: number
  /** Uploaded image paths joined by commas. */
  attachment: string
}

/** Replaces the order's proof images (only while in service). */
export function updateOrderAttachment(body: ProofUpdate): Promise<null> {
  return http.post<null>('/v1/dEsports/wxOrder/updateOrderAttachment', body)
}

export function useUpdateOrderAttachment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateOrderAttachment,
    onSuccess: (_, body) => {
      // The details show what was saved at once; the in-service list gains its 完成订单 button.
      queryClient.setQueriesData<WorkerOrderView>({ queryKey: hallKeys.workerOrderDetails() }, (order) =>
        order && order.id === body.orderId ? { ...order, attachment: body.attachment } : order,
      )
      return queryClient.invalidateQueries({ queryKey: hallKeys.workerOrders('1') })
    },
  })
}

/** Tells the server the work is done; needs proof (else '请先上传服务凭证'). Settlement follows later. */
export function workerCompleteOrder(orderId: number): Promise<null> {
  return http.get<null>('/v1/dEsports/wxOrder/workerCompleteOrder', { orderId })
}

export function useWorkerCompleteOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: workerCompleteOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hallKeys.workerOrderLists() }),
        queryClient.invalidateQueries({ queryKey: hallKeys.workerOrderDetails() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.summary() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.orderCounts() }),
      ]),
  })
}

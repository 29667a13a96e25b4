import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

/** Settles an in-service or awaiting-confirmation order: the worker's fee goes to their available balance. */
export function settleOrder(orderId: number): Promise<string> {
  return api.postForMessage(`/orders/${orderId}/settle`)
}

export function useSettleOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: settleOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

/**
 * A dispute ruled for the customer: the whole payment goes back to WeChat Pay, and the order becomes
 * 已退款 when WeChat confirms, a moment later.
 */
export function refundOrder({ orderId, reason }: { orderId: number; reason: string }): Promise<string> {
  return api.postForMessage(`/orders/${orderId}/refund`, { reason })
}

export function useRefundOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}

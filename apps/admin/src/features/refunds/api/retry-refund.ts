import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { refundKeys } from './keys.ts'

/**
 * Sends a refund WeChat never recorded (退款异常) again, with the same refund number; the order becomes
 * 已退款 when WeChat confirms.
 */
export function retryRefund(orderId: number): Promise<null> {
  return api.post<null>(`/refunds/${orderId}/retry`)
}

export function useRetryRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  })
}

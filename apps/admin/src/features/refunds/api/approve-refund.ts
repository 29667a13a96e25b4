import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { refundKeys } from './keys.ts'

/** Asks WeChat to refund the whole payment; the order becomes 已退款 when WeChat confirms, a moment later. */
export function approveRefund(orderId: number): Promise<null> {
  return api.post<null>(`/refunds/${orderId}/approve`)
}

export function useApproveRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveRefund,
    // A failure usually means someone else decided first: the list is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { refundKeys } from './keys.ts'

export function refuseRefund({ orderId, reason }: { orderId: number; reason: string }): Promise<null> {
  return api.post<null>(`/refunds/${orderId}/refuse`, { reason })
}

export function useRefuseRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refuseRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

/** Gives a waiting or in-service order to a worker, with why; answers the server's words for it. */
export function reassignOrder({
  orderId,
  workerId,
  reason,
}: {
  orderId: number
  workerId: number
  reason: string
}): Promise<string> {
  return api.postForMessage(`/orders/${orderId}/reassign`, { workerId, reason })
}

export function useReassignOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reassignOrder,
    // A failure usually means the order moved on meanwhile: what is on screen is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}

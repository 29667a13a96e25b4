import type { ProgressBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orderProgressKeys } from '@/lib/order-progress.ts'
import { http } from '@/lib/request.ts'

/** The worker serving an order in service says how far it is: a percentage, a note, screenshots. */
export function postProgress(body: ProgressBody): Promise<null> {
  return http.post<null>('/v1/dEsports/wxOrder/progress', body)
}

export function usePostProgress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postProgress,
    onSuccess: (_, body) =>
      queryClient.invalidateQueries({ queryKey: orderProgressKeys.order(body.orderId) }),
  })
}

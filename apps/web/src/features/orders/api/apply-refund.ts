import type { OrderView, RefundBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { newIdempotencyKey } from '@/lib/idempotency.ts'
import { http } from '@/lib/request.ts'
import { ordersKeys } from './keys.ts'

/** One key per request for a refund (lib/idempotency.ts). */
export function applyRefund(body: RefundBody, idempotencyKey = newIdempotencyKey()): Promise<OrderView> {
  return http.post<OrderView>('/v1/dEsports/wxOrder/applyRefund', body, { idempotencyKey })
}

export function useApplyRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RefundBody) => applyRefund(body),
    // Settled, not only succeeded: a refusal can be 已处理, the application made by a lost attempt.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  })
}

import type { OrderView, RefundBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { ordersKeys } from './keys.ts'

export function applyRefund(body: RefundBody): Promise<OrderView> {
  return http.post<OrderView>('/wxOrder/applyRefund', body)
}

export function useApplyRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: applyRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  })
}

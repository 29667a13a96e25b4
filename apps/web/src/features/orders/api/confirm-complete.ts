import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { ordersKeys } from './keys.ts'

/** The customer agrees the worker is done (bizStatus 2 → 3): the service fee settles to the worker. */
export function confirmComplete(orderId: number): Promise<null> {
  return http.post<null>('/v1/dEsports/wxOrder/confirmComplete', { orderId })
}

export function useConfirmComplete() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmComplete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  })
}

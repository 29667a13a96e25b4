import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { ordersKeys } from './keys.ts'

/** What `reviewBody` of the shared contract parses to. */
export interface ReviewOrderBody {
  orderId: number
  stars: number
  comment: string
}

/** The customer's one rating of the worker on a settled order. */
export function reviewOrder(body: ReviewOrderBody): Promise<null> {
  return http.post<null>('/v1/dEsports/wxOrder/reviewOrder', body)
}

export function useReviewOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  })
}

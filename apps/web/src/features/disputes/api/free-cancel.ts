import { http } from '@/lib/request.ts'
import { useDisputeStep } from './use-dispute-step.ts'

/** The customer cancels with everything back, on a ground the server states (freeCancelGround). */
export function freeCancel(body: { orderId: number }): Promise<null> {
  return http.post<null>('/v1/dEsports/orderDispute/freeCancel', body)
}

export const useFreeCancel = (orderId: number) => useDisputeStep(orderId, freeCancel)

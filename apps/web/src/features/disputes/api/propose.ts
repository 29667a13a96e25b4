import type { ProposeBody } from '@dianjing/shared'
import { http } from '@/lib/request.ts'
import { useDisputeStep } from './use-dispute-step.ts'

/** Proposes cancelling the order with `refund` cents back to the customer; the other side answers. */
export function proposeCancel(body: ProposeBody): Promise<null> {
  return http.post<null>('/v1/dEsports/orderDispute/propose', body)
}

export const useProposeCancel = (orderId: number) => useDisputeStep(orderId, proposeCancel)

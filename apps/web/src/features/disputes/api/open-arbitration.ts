import type { ArbitrateBody } from '@dianjing/shared'
import { http } from '@/lib/request.ts'
import { useDisputeStep } from './use-dispute-step.ts'

/** Asks staff to rule; both sides then have until the evidence deadline to submit theirs. */
export function openArbitration(body: ArbitrateBody): Promise<null> {
  return http.post<null>('/v1/dEsports/orderDispute/arbitrate', body)
}

export const useOpenArbitration = (orderId: number) => useDisputeStep(orderId, openArbitration)

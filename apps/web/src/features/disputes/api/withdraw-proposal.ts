import { http } from '@/lib/request.ts'
import { useDisputeStep } from './use-dispute-step.ts'

/** The author takes their open proposal back; the order goes on. */
export function withdrawProposal(body: { proposalId: number }): Promise<null> {
  return http.post<null>('/v1/dEsports/orderDispute/withdraw', body)
}

export const useWithdrawProposal = (orderId: number) => useDisputeStep(orderId, withdrawProposal)

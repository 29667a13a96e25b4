import type { AnswerProposalBody } from '@dianjing/shared'
import { http } from '@/lib/request.ts'
import { useDisputeStep } from './use-dispute-step.ts'

/** The other side's answer: agreeing executes the split at once; a refusal may carry a note. */
export function answerProposal(body: AnswerProposalBody): Promise<null> {
  return http.post<null>('/v1/dEsports/orderDispute/answer', body)
}

export const useAnswerProposal = (orderId: number) => useDisputeStep(orderId, answerProposal)

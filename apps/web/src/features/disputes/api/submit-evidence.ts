import type { EvidenceBody } from '@dianjing/shared'
import { http } from '@/lib/request.ts'
import { useDisputeStep } from './use-dispute-step.ts'

/** One piece of evidence: a text, images (uploaded paths), or both; each submission adds one. */
export function submitEvidence(body: EvidenceBody): Promise<null> {
  return http.post<null>('/v1/dEsports/orderDispute/evidence', body)
}

export const useSubmitEvidence = (orderId: number) => useDisputeStep(orderId, submitEvidence)

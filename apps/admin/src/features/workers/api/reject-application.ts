import { adminReasonBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { applicationKeys } from './keys.ts'

/** The reason the applicant will read; the server's limit. */
export const REJECT_REASON_MAX = 200

/** The reason's own check, from the schema the server uses for the body. */
export const rejectReasonSchema = adminReasonBody.shape.reason

export function rejectApplication({ id, reason }: { id: number; reason: string }): Promise<string> {
  return api.postForMessage(`/worker-applications/${id}/reject`, { reason })
}

export function useRejectApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rejectApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  })
}

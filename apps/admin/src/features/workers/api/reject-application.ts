import { adminReasonBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { applicationKeys } from './keys.ts'

/** The check of the reason the applicant will read, from the schema the server uses for the body. */
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

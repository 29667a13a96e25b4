import { adminReasonBody, type StaffRoleValue } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { workerKeys } from './keys.ts'

/** Operators (and the owner) suspend and reinstate workers; the others may only look. The server checks again. */
export function canSuspendWorkers(role: StaffRoleValue | undefined): boolean {
  return role === 'owner' || role === 'operator'
}

/** The server's own check of the reason. */
export const suspendReasonSchema = adminReasonBody.shape.reason

/** Stops (or restores) a worker's order taking; answers the server's message. */
export function setWorkerSuspended({
  userId,
  suspended,
  reason,
}: {
  userId: number
  suspended: boolean
  reason: string
}): Promise<string> {
  return api.postForMessage(`/workers/${userId}/${suspended ? 'suspend' : 'reinstate'}`, { reason })
}

export function useSetWorkerSuspended() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setWorkerSuspended,
    // The list's status column and the worker's page both show it; a failure means they are stale anyway.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workerKeys.all }),
  })
}

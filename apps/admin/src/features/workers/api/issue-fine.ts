import type { AdminFineBody, StaffRoleValue } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { fineKeys, workerKeys } from './keys.ts'

/** Finance (and the owner) issue fines; the others may only look. The server checks again. */
export function canIssueFines(role: StaffRoleValue | undefined): boolean {
  return role === 'owner' || role === 'finance'
}

/**
 * Fines a worker; the server takes what the available balance covers and records the rest as owed,
 * and its message says how much went each way.
 */
export function issueFine({ userId, body }: { userId: number; body: AdminFineBody }): Promise<string> {
  return api.postForMessage(`/workers/${userId}/fines`, body)
}

export function useIssueFine() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: issueFine,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.all }),
        queryClient.invalidateQueries({ queryKey: fineKeys.all }),
      ]),
  })
}

import { type AdminRevokeFineBody, adminRevokeFineBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { fineKeys, workerKeys } from './keys.ts'

/** The server's own check of the reason. */
export const revokeReasonSchema = adminRevokeFineBody.shape.reason

/**
 * Revokes one of a worker's fines, once; those who issue fines revoke them (canIssueFines), and the
 * server checks again. It puts back what the fine took (and cancels what it left owed) and its message
 * says how much went each way.
 */
export function revokeFine({
  workerId,
  fineId,
  reason,
}: { workerId: number; fineId: number } & AdminRevokeFineBody): Promise<string> {
  return api.postForMessage(`/workers/${workerId}/fines/${fineId}/revoke`, { reason })
}

export function useRevokeFine() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeFine,
    // The balances, the worker's ledger and the fine list all change; a refusal means they are stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.all }),
        queryClient.invalidateQueries({ queryKey: fineKeys.all }),
      ]),
  })
}

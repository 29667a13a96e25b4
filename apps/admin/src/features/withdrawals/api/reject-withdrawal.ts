import { adminReasonBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { withdrawalKeys } from './keys.ts'

/** The server's own check of the reason the worker will read. */
export const rejectReasonSchema = adminReasonBody.shape.reason

/** Rejects a withdrawal; the server returns the amount to the worker's available balance. */
export function rejectWithdrawal({ id, reason }: { id: number; reason: string }): Promise<string> {
  return api.postForMessage(`/withdrawals/${id}/reject`, { reason })
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  })
}

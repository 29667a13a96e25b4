import {
  type AdminWorkerLeaveBody,
  adminPayWithdrawalBody,
  adminWorkerLeaveBody,
  type StaffRoleValue,
} from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { fineKeys, workerKeys } from './keys.ts'

/** Finance (and the owner) return deposits, as they pay withdrawals; the others may only look. The server checks again. */
export function canReturnDeposits(role: StaffRoleValue | undefined): boolean {
  return role === 'owner' || role === 'finance'
}

/** The server's limits, and its own checks of the fields. */
export const LEAVE_REASON_MAX = 200
export const PAYOUT_REFERENCE_MAX = 64
export const leaveReasonSchema = adminWorkerLeaveBody.shape.reason
/** Asked for only when something is returned, and then required, as for a paid withdrawal. */
export const payoutReferenceSchema = adminPayWithdrawalBody.shape.alipayReference

/**
 * What leaving does to the deposit (decision 010): an owed fine is taken from it first, the rest is
 * paid back, and whatever the deposit cannot cover stays owed.
 */
export function leavingSettlement(money: { deposit: number; fineOwed: number }) {
  const fineTaken = Math.min(money.deposit, money.fineOwed)
  return { fineTaken, returned: money.deposit - fineTaken, stillOwed: money.fineOwed - fineTaken }
}

/** The worker leaves and the deposit is returned; answers the server's message of what moved. */
export function leaveWorker({
  userId,
  body,
}: {
  userId: number
  body: AdminWorkerLeaveBody
}): Promise<string> {
  return api.postForMessage(`/workers/${userId}/leave`, body)
}

export function useLeaveWorker() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: leaveWorker,
    // The status, the balances, the ledger and (when a fine was taken) the fine list all change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.all }),
        queryClient.invalidateQueries({ queryKey: fineKeys.all }),
      ]),
  })
}

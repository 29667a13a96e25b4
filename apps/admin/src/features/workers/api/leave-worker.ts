import {
  type AdminWorkerLeaveBody,
  adminPayWithdrawalBody,
  adminWorkerLeaveBody,
  DepositReturnStatus,
  type StaffRoleValue,
} from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiRequestWithMessage } from '@/lib/api-client.ts'
import { fineKeys, workerKeys } from './keys.ts'

/** Finance (and the owner) return deposits, as they pay withdrawals; the others may only look. The server checks again. */
export function canReturnDeposits(role: StaffRoleValue | undefined): boolean {
  return role === 'owner' || role === 'finance'
}

/** The server's limit on the Alipay reference, and its own checks of the fields. */
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

/** How the deposit goes back: by Alipay's transfer API (the normal way) or by hand for an outage. */
export type LeaveVariables = { userId: number } & (
  | { byAlipay: true; reason: string }
  | { byAlipay: false; body: AdminWorkerLeaveBody }
)

/** What leaving did: the deposit return's DepositReturnStatus (null when nothing was returned) and the server's words. */
export interface LeaveOutcome {
  status: number | null
  message: string
}

/** The worker leaves and the deposit is returned; answers the server's message of what moved. */
export async function leaveWorker(variables: LeaveVariables): Promise<LeaveOutcome> {
  if (!variables.byAlipay) {
    const message = await api.postForMessage(`/workers/${variables.userId}/leave`, variables.body)
    return { status: variables.body.payoutReference ? DepositReturnStatus.paid : null, message }
  }
  const { data, msg } = await apiRequestWithMessage<{ status: number | null }>(
    `/workers/${variables.userId}/leave/transfer`,
    { method: 'POST', body: { reason: variables.reason } },
  )
  return { status: data.status, message: msg }
}

/** A deposit return Alipay refused, sent again by the API to the worker's current Alipay details. */
export async function retryDepositReturn({ userId }: { userId: number }): Promise<LeaveOutcome> {
  const { data, msg } = await apiRequestWithMessage<{ status: number | null }>(
    `/workers/${userId}/deposit-return/transfer`,
    { method: 'POST' },
  )
  return { status: data.status, message: msg }
}

function useWorkerMoneyMutation<V>(mutationFn: (variables: V) => Promise<LeaveOutcome>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // The status, the balances, the ledger and (when a fine was taken) the fine list all change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.all }),
        queryClient.invalidateQueries({ queryKey: fineKeys.all }),
      ]),
  })
}

export const useLeaveWorker = () => useWorkerMoneyMutation(leaveWorker)
export const useRetryDepositReturn = () => useWorkerMoneyMutation(retryDepositReturn)

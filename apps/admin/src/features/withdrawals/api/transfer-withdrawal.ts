import type { AdminTransferResult } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequestWithMessage } from '@/lib/api-client.ts'
import { withdrawalKeys } from './keys.ts'

/**
 * Approves a withdrawal and has the server pay it by Alipay's transfer API. The answer says where it
 * ended (已打款, 转账失败 with Alipay's reason, or still 转账中) in the server's words.
 */
export async function transferWithdrawal({ id }: { id: number }) {
  const { data, msg } = await apiRequestWithMessage<AdminTransferResult>(`/withdrawals/${id}/transfer`, {
    method: 'POST',
  })
  return { status: data.status, message: msg }
}

export function useTransferWithdrawal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transferWithdrawal,
    // Paid, failed, still transferring or taken by a colleague first: the list is stale in every case.
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  })
}

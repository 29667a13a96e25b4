import { adminPayWithdrawalBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { withdrawalKeys } from './keys.ts'

/** The server's limit for the Alipay transfer reference. */
export const ALIPAY_REFERENCE_MAX = 64

export const alipayReferenceSchema = adminPayWithdrawalBody.shape.alipayReference

/** Records that finance has paid the withdrawal in Alipay; the frozen amount leaves the worker's books. */
export function payWithdrawal({
  id,
  alipayReference,
}: {
  id: number
  alipayReference: string
}): Promise<string> {
  return api.postForMessage(`/withdrawals/${id}/pay`, { alipayReference })
}

export function usePayWithdrawal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: payWithdrawal,
    // A failure usually means a colleague handled it first: the list is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  })
}

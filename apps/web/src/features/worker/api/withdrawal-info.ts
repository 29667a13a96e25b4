import type { WithdrawalInfoBody, WithdrawalInfoView } from '@dianjing/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { workerKeys } from '@/lib/worker-keys.ts'

/** The worker's Alipay details for withdrawals, or null when never set. */
export function getWithdrawalInfo({
  signal,
}: {
  signal?: AbortSignal
} = {}): Promise<WithdrawalInfoView | null> {
  return http.get<WithdrawalInfoView | null>('/v1/dEsports/worker/getWithdrawalInformation', undefined, {
    signal,
  })
}

export const withdrawalInfoQueryOptions = () =>
  queryOptions({ queryKey: workerKeys.withdrawalInfo(), queryFn: getWithdrawalInfo })

export function useWithdrawalInfo() {
  return useQuery(withdrawalInfoQueryOptions())
}

export function saveWithdrawalInfo(body: WithdrawalInfoBody): Promise<null> {
  return http.post<null>('/v1/dEsports/worker/saveWithdrawalInformation', body)
}

export function useSaveWithdrawalInfo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveWithdrawalInfo,
    onSuccess: (_, body) => {
      queryClient.setQueryData(workerKeys.withdrawalInfo(), body)
      return queryClient.invalidateQueries({ queryKey: workerKeys.withdrawalInfo() })
    },
  })
}

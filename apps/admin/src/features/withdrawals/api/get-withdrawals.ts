import type { AdminWithdrawalList, AdminWithdrawalRow, QueueSort, StaffRoleValue } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { withdrawalKeys } from './keys.ts'

/** The server's status filter (GET /boot/admin/withdrawals?status=…), in the order finance works through them. */
export type WithdrawalTab = 'pending' | 'transferring' | 'paid' | 'failed' | 'rejected' | 'all'

export const WITHDRAWAL_TABS: readonly WithdrawalTab[] = [
  'pending',
  'transferring',
  'paid',
  'failed',
  'rejected',
  'all',
]

export type Withdrawal = AdminWithdrawalRow

export interface WithdrawalListQuery {
  status: WithdrawalTab
  /** Unset: oldest request first on 待打款, newest first on the others. */
  sort?: QueueSort
  page: number
  pageSize: number
}

/** Finance (and the owner) pay or reject; the others may only look. The server checks again. */
export function canHandleWithdrawals(role: StaffRoleValue | undefined): boolean {
  return role === 'owner' || role === 'finance'
}

export function getWithdrawals(
  query: WithdrawalListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminWithdrawalList> {
  return api.get<AdminWithdrawalList>('/withdrawals', { query: { ...query }, signal })
}

export const withdrawalsQueryOptions = (query: WithdrawalListQuery) =>
  queryOptions({
    queryKey: withdrawalKeys.page(query),
    queryFn: ({ signal }) => getWithdrawals(query, { signal }),
    // Money is paid on what is on screen, so a tab is fetched again whenever it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  })

export function useWithdrawals(query: WithdrawalListQuery) {
  return useQuery(withdrawalsQueryOptions(query))
}

/** How many withdrawals wait to be paid, for the badge on the 待打款 tab. */
export function usePendingWithdrawalCount() {
  const query = useQuery({
    ...withdrawalsQueryOptions({ status: 'pending', page: 1, pageSize: 1 }),
    placeholderData: undefined,
  })
  return query.data?.total
}

export function useRefreshWithdrawals() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }), [queryClient])
}

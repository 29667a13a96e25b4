import type { AdminRefundList, AdminRefundRow, QueueSort, StaffRoleValue } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { refundKeys } from './keys.ts'

/** pending: applied and waiting for finance; refused; refunded: the money is back (order status 4). */
export type RefundTab = 'pending' | 'refused' | 'refunded'

export const REFUND_TABS: readonly RefundTab[] = ['pending', 'refused', 'refunded']

/** One row of `GET /boot/admin/refunds`. */
export type RefundApplication = AdminRefundRow

export type RefundPage = AdminRefundList

export interface RefundListQuery {
  status: RefundTab
  /** Unset: oldest application first on 待处理, newest decision first on the others. */
  sort?: QueueSort
  page: number
  pageSize: number
}

/** Finance decides; support may only look (docs/domain.md, "People and accounts"). The server checks again. */
export function canDecideRefunds(role: StaffRoleValue | undefined): boolean {
  return role === 'owner' || role === 'finance'
}

export function getRefunds(
  query: RefundListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RefundPage> {
  return api.get<RefundPage>('/refunds', { query: { ...query }, signal })
}

export const refundsQueryOptions = (query: RefundListQuery) =>
  queryOptions({
    queryKey: refundKeys.page(query),
    queryFn: ({ signal }) => getRefunds(query, { signal }),
    // Decisions are taken on what is on screen, so a tab is fetched again whenever it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // The page shows a failure in place (a role without access sees why instead of an empty table).
    meta: { silentError: true },
  })

export function useRefunds(query: RefundListQuery) {
  return useQuery(refundsQueryOptions(query))
}

/** How many applications wait for a decision, for the badge on the 待处理 tab. */
export function usePendingRefundCount() {
  const query = useQuery({
    ...refundsQueryOptions({ status: 'pending', page: 1, pageSize: 1 }),
    placeholderData: undefined,
  })
  return query.data?.total
}

/** The page's refresh button: every tab and the count, fetched again. */
export function useRefreshRefunds() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: refundKeys.all }), [queryClient])
}

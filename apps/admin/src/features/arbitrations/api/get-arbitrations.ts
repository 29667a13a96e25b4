import type { ArbitrationListQuery, ArbitrationRow, StaffRoleValue } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { arbitrationKeys } from './keys.ts'

/** open: waiting for a ruling (仲裁中); ruled: decided, the split executed. */
export type ArbitrationTab = ArbitrationListQuery['status']

export const ARBITRATION_TABS: readonly ArbitrationTab[] = ['open', 'ruled']

export type ArbitrationSort = ArbitrationListQuery['sort']

/** The tab, sort and page as the address keeps them; an unset sort is the server's default (oldest first). */
export interface ArbitrationQuery {
  status: ArbitrationTab
  sort?: ArbitrationSort
  page: number
  pageSize: number
}

/** `GET /boot/admin/arbitrations` (arbitrationList). */
export interface ArbitrationPage {
  total: number
  list: ArbitrationRow[]
}
export type { ArbitrationRow }

/** Operators and finance rule; support reads the queue to answer customers (the server checks again). */
const RULERS: readonly StaffRoleValue[] = ['owner', 'operator', 'finance']

/** Until the role is known nobody may rule, so a read-only colleague never sees the form flash. */
export function canRuleArbitrations(role: StaffRoleValue | undefined): boolean {
  return role !== undefined && RULERS.includes(role)
}

export function getArbitrations(
  query: ArbitrationQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ArbitrationPage> {
  return api.get<ArbitrationPage>('/arbitrations', { query: { ...query }, signal })
}

export const arbitrationsQueryOptions = (query: ArbitrationQuery) =>
  queryOptions({
    queryKey: arbitrationKeys.page(query),
    queryFn: ({ signal }) => getArbitrations(query, { signal }),
    // Rulings are taken on what is on screen, so a tab is fetched again whenever it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  })

export function useArbitrations(query: ArbitrationQuery) {
  return useQuery(arbitrationsQueryOptions(query))
}

/** How many wait for a ruling, for the badge on the 待裁决 tab. */
export function useOpenArbitrationCount() {
  const query = useQuery({
    ...arbitrationsQueryOptions({ status: 'open', page: 1, pageSize: 1 }),
    placeholderData: undefined,
  })
  return query.data?.total
}

/** The page's refresh button: both tabs and the count, fetched again. */
export function useRefreshArbitrations() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: arbitrationKeys.all }), [queryClient])
}

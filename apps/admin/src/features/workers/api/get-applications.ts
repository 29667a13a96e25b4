import type { AdminApplicationList, AdminApplicationRow, QueueSort, StaffRoleValue } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { applicationKeys } from './keys.ts'

export type ApplicationTab = 'pending' | 'approved' | 'rejected' | 'all'

export const APPLICATION_TABS: readonly ApplicationTab[] = ['pending', 'approved', 'rejected', 'all']

export type WorkerApplication = AdminApplicationRow

export interface ApplicationListQuery {
  status: ApplicationTab
  keyword: string
  /** Unset: oldest application first on 待审核, newest first on the others. */
  sort?: QueueSort
  page: number
  pageSize: number
}

/** Operators (and the owner) approve or reject; the others may only look. The server checks again. */
export function canAuditApplications(role: StaffRoleValue | undefined): boolean {
  return role === 'owner' || role === 'operator'
}

export function getApplications(
  query: ApplicationListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminApplicationList> {
  return api.get<AdminApplicationList>('/worker-applications', {
    query: { ...query, keyword: query.keyword || undefined },
    signal,
  })
}

export const applicationsQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: applicationKeys.page(query),
    queryFn: ({ signal }) => getApplications(query, { signal }),
    // Decisions are taken on what is on screen, so a tab is fetched again whenever it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // The page shows a failure in place (a role without access sees why instead of an empty table).
    meta: { silentError: true },
  })

export function useApplications(query: ApplicationListQuery) {
  return useQuery(applicationsQueryOptions(query))
}

/** How many applications wait for review, for the badge on the 待审核 tab. */
export function usePendingApplicationCount() {
  const query = useQuery({
    ...applicationsQueryOptions({ status: 'pending', keyword: '', page: 1, pageSize: 1 }),
    placeholderData: undefined,
  })
  return query.data?.total
}

export function useRefreshApplications() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: applicationKeys.all }), [queryClient])
}

import type { AdminWorkerList, AdminWorkerRow } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { workerKeys } from './keys.ts'

export type Worker = AdminWorkerRow

/** The list's status filter; '' shows every worker. */
export type WorkerStatusFilter = '' | 'active' | 'suspended' | 'left'

export interface WorkerListQuery {
  keyword: string
  status?: WorkerStatusFilter
  page: number
  pageSize: number
}

export function getWorkers(
  query: WorkerListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminWorkerList> {
  return api.get<AdminWorkerList>('/workers', {
    query: { ...query, keyword: query.keyword || undefined, status: query.status || undefined },
    signal,
  })
}

export const workersQueryOptions = (query: WorkerListQuery) =>
  queryOptions({
    queryKey: workerKeys.page(query),
    queryFn: ({ signal }) => getWorkers(query, { signal }),
    // Balances move with every settlement and withdrawal; a fine is decided on what is on screen.
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  })

export function useWorkers(query: WorkerListQuery) {
  return useQuery(workersQueryOptions(query))
}

/** The fine modal's worker picker: the first matches for what staff type (it shows a failure itself). */
export function useWorkerSearch(keyword: string) {
  return useQuery(workersQueryOptions({ keyword, page: 1, pageSize: 20 }))
}

export function useRefreshWorkers() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: workerKeys.all }), [queryClient])
}

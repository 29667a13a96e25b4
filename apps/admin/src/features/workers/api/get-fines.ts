import type { AdminLedgerList } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { fineKeys } from './keys.ts'

export interface FineListQuery {
  keyword: string
  page: number
  pageSize: number
}

/** Every fine issued, newest first, as ledger entries (what was taken and what is owed). */
export function getFines(
  query: FineListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminLedgerList> {
  return api.get<AdminLedgerList>('/fines', {
    query: { ...query, keyword: query.keyword || undefined },
    signal,
  })
}

export const finesQueryOptions = (query: FineListQuery) =>
  queryOptions({
    queryKey: fineKeys.page(query),
    queryFn: ({ signal }) => getFines(query, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  })

export function useFines(query: FineListQuery) {
  return useQuery(finesQueryOptions(query))
}

export function useRefreshFines() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: fineKeys.all }), [queryClient])
}

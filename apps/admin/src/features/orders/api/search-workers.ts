import type { AdminWorkerList, AdminWorkerRow } from '@dianjing/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export type WorkerOption = AdminWorkerRow

/** The reassign picker's first matches for what staff type (phone, nickname or real name). */
export function searchWorkers(
  keyword: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminWorkerList> {
  return api.get<AdminWorkerList>('/workers', {
    query: { keyword: keyword || undefined, page: 1, pageSize: 20 },
    signal,
  })
}

export function useWorkerSearch(keyword: string) {
  return useQuery({
    queryKey: orderKeys.workers(keyword),
    queryFn: ({ signal }) => searchWorkers(keyword, { signal }),
    placeholderData: keepPreviousData,
    // The picker says what went wrong in its own dropdown.
    meta: { silentError: true },
  })
}

import type { AdminLedgerList, AdminLedgerRow } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { workerKeys } from './keys.ts'

export type LedgerEntry = AdminLedgerRow

export interface LedgerQuery {
  userId: number
  page: number
  pageSize: number
}

export function getWorkerLedger(
  { userId, page, pageSize }: LedgerQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminLedgerList> {
  return api.get<AdminLedgerList>(`/workers/${userId}/ledger`, { query: { page, pageSize }, signal })
}

export const workerLedgerQueryOptions = (query: LedgerQuery) =>
  queryOptions({
    queryKey: workerKeys.ledger(query),
    queryFn: ({ signal }) => getWorkerLedger(query, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  })

/** The ledger of the worker whose drawer is open; nothing is fetched while it is closed. */
export function useWorkerLedger(query: LedgerQuery | undefined) {
  return useQuery({
    ...workerLedgerQueryOptions(query ?? { userId: 0, page: 1, pageSize: 1 }),
    enabled: query !== undefined,
  })
}

import type { AdminWorkerDetail } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { workerKeys } from './keys.ts'

/** One worker's whole page (`GET /boot/admin/workers/:userId`). */
export type WorkerDetail = AdminWorkerDetail

/** Under the workers' root, so a fine or a suspension refreshes the page with the list and the ledger. */
export const workerDetailKey = (userId: number) => [...workerKeys.all, 'one', userId] as const

export function getWorker(userId: number, { signal }: { signal?: AbortSignal } = {}): Promise<WorkerDetail> {
  return api.get<WorkerDetail>(`/workers/${userId}`, { signal })
}

export const workerQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: workerDetailKey(userId),
    queryFn: ({ signal }) => getWorker(userId, { signal }),
    // A fine or a suspension is decided on the balances and status on screen.
    staleTime: 0,
    meta: { silentError: true },
  })

/** `null` (an address that names no worker) asks for nothing. */
export function useWorker(userId: number | null) {
  return useQuery({ ...workerQueryOptions(userId ?? 0), enabled: userId !== null })
}

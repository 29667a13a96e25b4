import type { OrderProgressView } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

/** The worker's progress on an order (`GET /boot/admin/orders/:id/progress`), updates newest first. */
export type OrderProgress = OrderProgressView

/** Updates come from the worker and the deadline passes by itself: the page looks again this often. */
export const PROGRESS_POLL_MS = 30_000

export function getOrderProgress(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<OrderProgress>(`/orders/${id}/progress`, { signal })
}

export const orderProgressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.progress(id),
    queryFn: ({ signal }) => getOrderProgress(id, { signal }),
    refetchInterval: PROGRESS_POLL_MS,
    staleTime: 0,
    // The card shows a failure in place.
    meta: { silentError: true },
  })

/** `null`: an order nobody accepted has no progress to ask for. */
export function useOrderProgress(id: number | null) {
  return useQuery({ ...orderProgressQueryOptions(id ?? 0), enabled: id !== null })
}

import type { WorkerRanking } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import type { WorkerRankingType } from '../ranking-format.ts'
import { RANKINGS_STALE_MS, rankingsKeys } from './keys.ts'

/** Top 100 workers by completed orders (0) or by income this month (1), with the caller's own entry. */
export function getWorkerRanking(
  type: WorkerRankingType,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WorkerRanking> {
  return http.get<WorkerRanking>('/v1/dEsports/worker/workerRanking', { type }, { signal })
}

export const workerRankingQueryOptions = (type: WorkerRankingType) =>
  queryOptions({
    queryKey: rankingsKeys.worker(type),
    queryFn: ({ signal }) => getWorkerRanking(type, { signal }),
    staleTime: RANKINGS_STALE_MS,
  })

export function useWorkerRanking(type: WorkerRankingType) {
  return useQuery(workerRankingQueryOptions(type))
}

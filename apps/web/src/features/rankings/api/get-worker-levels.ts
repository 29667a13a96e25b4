import type { WorkerLevelList } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { RANKINGS_STALE_MS, rankingsKeys } from './keys.ts'

/** The three worker levels and where the caller stands (spec §3, worker level data). */
export function getWorkerLevels({ signal }: { signal?: AbortSignal } = {}): Promise<WorkerLevelList> {
  return http.get<WorkerLevelList>('/v1/dEsports/worker/getWorkerLevelList', undefined, { signal })
}

export const workerLevelsQueryOptions = () =>
  queryOptions({
    queryKey: rankingsKeys.workerLevels(),
    queryFn: getWorkerLevels,
    staleTime: RANKINGS_STALE_MS,
  })

export function useWorkerLevels() {
  return useQuery(workerLevelsQueryOptions())
}

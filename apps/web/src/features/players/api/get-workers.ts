import type { WorkerCard } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { PLAYERS_STALE_MS, playersKeys } from './keys.ts'

/** Workers by overall rating, best first (the server sorts); an empty search lists them all. */
export function getWorkers(search: string, { signal }: { signal?: AbortSignal } = {}): Promise<WorkerCard[]> {
  return http.get<WorkerCard[]>('/v1/dEsports/public/workerList', { userName: search }, { signal })
}

export const workersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: playersKeys.list(search),
    queryFn: ({ signal }) => getWorkers(search, { signal }),
    staleTime: PLAYERS_STALE_MS,
  })

/** While a new search is on its way the previous result stays on screen, instead of a skeleton per keystroke. */
export function useWorkers(search: string) {
  return useQuery({ ...workersQueryOptions(search), placeholderData: keepPreviousData })
}

import type { WorkerDetails } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { PLAYERS_STALE_MS, playersKeys } from './keys.ts'

export function getWorkerDetails(
  userId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WorkerDetails> {
  return http.get<WorkerDetails>('/v1/dEsports/public/workerDetails', { userId }, { signal })
}

export const workerDetailsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: playersKeys.details(userId),
    queryFn: ({ signal }) => getWorkerDetails(userId, { signal }),
    staleTime: PLAYERS_STALE_MS,
  })

export function useWorkerDetails(userId: number | null) {
  return useQuery({ ...workerDetailsQueryOptions(userId ?? 0), enabled: userId !== null })
}

import type { AdminGame } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { catalogueKeys } from './keys.ts'

export function getGames({ signal }: { signal?: AbortSignal } = {}): Promise<AdminGame[]> {
  return api.get<AdminGame[]>('/games', { signal })
}

export const gamesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.games(), queryFn: getGames })

export function useGames() {
  return useQuery(gamesQueryOptions())
}

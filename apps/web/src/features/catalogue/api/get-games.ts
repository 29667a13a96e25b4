import type { Game } from '@dianjing/shared'
import { queryOptions } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { useFirstScreenQuery } from '@/lib/use-first-screen-query.ts'
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys.ts'

export function getGames({ signal }: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return http.get<Game[]>('/v1/dEsports/public/gameList', undefined, { signal })
}

export const gamesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.games(), queryFn: getGames, staleTime: CATALOGUE_STALE_MS })

export function useGames() {
  return useFirstScreenQuery(gamesQueryOptions())
}

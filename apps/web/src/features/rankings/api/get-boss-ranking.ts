import type { BossRankingEntry } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import type { BossRankingPeriod } from '../ranking-format.ts'
import { RANKINGS_STALE_MS, rankingsKeys } from './keys.ts'

/** The customers who spent most in the period, nicknames masked by the server; public, no login. */
export function getBossRanking(
  period: BossRankingPeriod,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BossRankingEntry[]> {
  return http.get<BossRankingEntry[]>('/v1/dEsports/public/bossRanking', { period }, { signal })
}

export const bossRankingQueryOptions = (period: BossRankingPeriod) =>
  queryOptions({
    queryKey: rankingsKeys.boss(period),
    queryFn: ({ signal }) => getBossRanking(period, { signal }),
    staleTime: RANKINGS_STALE_MS,
  })

export function useBossRanking(period: BossRankingPeriod) {
  return useQuery(bossRankingQueryOptions(period))
}

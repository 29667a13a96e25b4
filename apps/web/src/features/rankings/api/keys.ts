import type { BossRankingPeriod, WorkerRankingType } from '../ranking-format.ts'

/** Query keys of the leaderboards and the worker levels; all computed by the server's daily job. */
export const rankingsKeys = {
  all: ['rankings'] as const,
  worker: (type: WorkerRankingType) => [...rankingsKeys.all, 'worker', type] as const,
  workerLevels: () => [...rankingsKeys.all, 'worker-levels'] as const,
  boss: (period: BossRankingPeriod) => [...rankingsKeys.all, 'boss', period] as const,
}

/** The boards change once a day (spec §9); five minutes old is fresh enough to flick between tabs. */
export const RANKINGS_STALE_MS = 5 * 60_000

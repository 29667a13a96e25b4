import { formatCents, WorkerRankingKind } from '@dianjing/shared'

/** /worker-ranking tabs (spec §2), each by its WorkerRankingKind as the address and the request carry it. */
export const WORKER_RANKING_TABS = [
  { type: `${WorkerRankingKind.orders}`, label: '接单数' },
  { type: `${WorkerRankingKind.income}`, label: '月收入' },
] as const
export type WorkerRankingType = (typeof WORKER_RANKING_TABS)[number]['type']

export const BOSS_RANKING_TABS = [
  { period: 'day', label: '日榜', empty: '今日暂无上榜老板' },
  { period: 'week', label: '周榜', empty: '本周暂无上榜老板' },
  { period: 'month', label: '月榜', empty: '本月暂无上榜老板' },
] as const
export type BossRankingPeriod = (typeof BOSS_RANKING_TABS)[number]['period']

/** A tab from the address, or the first tab when it names none of them. */
export function pickTab<T extends string>(values: readonly T[], requested: string | null): T {
  return values.find((value) => value === requested) ?? values[0]!
}

/** An entry's count as the board shows it: orders as "N 单", income (cents) as yuan. */
export function rankingValue(type: WorkerRankingType, count: number): string {
  return Number(type) === WorkerRankingKind.orders ? `${count} 单` : `¥${formatCents(count)}`
}

/** The server's `sort` is the 1-based rank, 0 for a worker outside the top 100. */
export function myRankText(sort: number): string {
  return sort > 0 ? `第${sort}名` : '未上榜'
}

/** "每日更新 · 更新于 …", or just the cadence before the first daily run. */
export function updateNote(updateTime: string): string {
  return updateTime ? `每日更新 · 更新于 ${updateTime}` : '每日更新'
}

/** The podium: the first three, or fewer while fewer are ranked (no place held for nobody); then the rest. */
export function splitPodium<T>(entries: T[]): { podium: T[]; rest: T[] } {
  return { podium: entries.slice(0, 3), rest: entries.slice(3) }
}

/**
 * Where each of the podium's places stands, left to right: second, first, third; with two, second and
 * first; with one, first alone in the middle.
 */
export function podiumOrder(count: number): number[] {
  return [1, 0, 2].filter((index) => index < count)
}

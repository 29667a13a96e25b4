import {
  type AdminLotteryOrderList,
  type AdminLotteryPrizeStat,
  type AdminLotteryProduct,
  formatDateTime,
  PROBABILITY_TOTAL,
} from '@dianjing/shared'
import type { Db } from '../../../db/database.ts'
import { AppError } from '../../../lib/errors.ts'
import * as repo from './lottery-report-repo.ts'

const Messages = { notFound: '抽奖商品不存在' } as const

/** A share of all draws in ten-thousandths, like the configured probabilities. */
function shareOf(timesWon: number, draws: number): number {
  return draws === 0 ? 0 : Math.round((timesWon * PROBABILITY_TOTAL) / draws)
}

/**
 * The configured prizes in wheel order, then names found only in results (renamed or removed since),
 * most won first: nothing drawn is left out of the totals.
 */
export function prizeStats(
  prizes: { name: string; probability: number }[],
  wins: Map<string, number>,
): AdminLotteryPrizeStat[] {
  const draws = [...wins.values()].reduce((sum, value) => sum + value, 0)
  const configured = new Set(prizes.map((prize) => prize.name))
  const retired = [...wins.entries()].filter(([name]) => !configured.has(name)).sort(([, a], [, b]) => b - a)
  return [
    ...prizes.map(({ name, probability }) => ({ name, probability, timesWon: wins.get(name) ?? 0 })),
    ...retired.map(([name, timesWon]) => ({ name, probability: null, timesWon })),
  ].map((stat) => ({ ...stat, observedShare: shareOf(stat.timesWon, draws) }))
}

export async function listProducts(db: Db): Promise<AdminLotteryProduct[]> {
  const [rows, wins] = await Promise.all([repo.listLotteryProducts(db), repo.countPrizeWins(db)])
  const winsByProduct = new Map<number, Map<string, number>>()
  for (const { productId, name, timesWon } of wins) {
    const product = winsByProduct.get(productId) ?? new Map<string, number>()
    product.set(name, timesWon)
    winsByProduct.set(productId, product)
  }
  return rows.map(({ prizes, ...row }) => ({
    ...row,
    prizes: prizes ?? [],
    prizeStats: prizeStats(prizes ?? [], winsByProduct.get(row.id) ?? new Map()),
  }))
}

/** `{"2": "{\"name\":…}", "1": …}` → `[{round: 1, name}, {round: 2, name}]`. */
function resultsOf(lotteryResults: Record<string, string>) {
  return Object.entries(lotteryResults)
    .map(([round, result]) => ({ round: Number(round), name: (JSON.parse(result) as { name: string }).name }))
    .sort((a, b) => a.round - b.round)
}

export async function listOrders(
  db: Db,
  productId: number,
  page: number,
  pageSize: number,
): Promise<AdminLotteryOrderList> {
  if (!(await repo.findLotteryProduct(db, productId))) throw new AppError('notFound', Messages.notFound)
  const { rows, total } = await repo.listLotteryOrders(db, productId, page, pageSize)
  return {
    total,
    list: rows.map(({ order, customerName, customerPhone }) => ({
      orderId: order.id,
      orderNum: order.orderNum,
      outTradeNo: order.outTradeNo,
      customerName,
      customerPhone,
      lotteryNum: order.lotteryNum,
      lotteryNumAlready: order.lotteryNumAlready,
      status: order.status,
      paidTime: order.paidAt ? formatDateTime(order.paidAt) : null,
      results: resultsOf(order.lotteryResults),
    })),
  }
}

import type { SpecClient } from '../http.ts'
import { type Context, check } from '../kit.ts'
import { recomputeRankings } from '../staff.ts'
import type { Ranking } from '../types.ts'
import { WORKER } from './worker.ts'

/** Ranking type: 0 by orders, 1 by income (spec §7). */
const RankingType = { orders: '0', income: '1' } as const

/**
 * Step 8: with the daily ranking job run by staff, the worker ranks by orders and by income; then the
 * worker and the customer sign out and their tokens are refused.
 */
export async function rankAndSignOut(
  context: Context,
  worker: SpecClient,
  customer: SpecClient,
  fee: number,
): Promise<void> {
  const { log } = context
  const me = await worker.get<{ id: number }>('/system/info')
  await recomputeRankings(context.staff)

  const byOrders = await worker.get<Ranking>(`${WORKER}/workerRanking`, { type: RankingType.orders })
  check(
    log,
    byOrders.my.id === me.id && byOrders.my.count === 1 && byOrders.my.sort > 0,
    `by orders the worker is ranked ${byOrders.my.sort} with 1 completed order`,
    byOrders.my,
  )
  check(
    log,
    byOrders.data.some((entry) => entry.id === me.id),
    'the worker is in the orders ranking list',
    byOrders.data,
  )
  const byIncome = await worker.get<Ranking>(`${WORKER}/workerRanking`, { type: RankingType.income })
  check(
    log,
    byIncome.my.id === me.id && byIncome.my.count === fee && byIncome.my.sort > 0,
    `by income this month the worker is ranked ${byIncome.my.sort} with ${fee} cents`,
    byIncome.my,
  )

  for (const client of [worker, customer]) {
    await client.post('/system/logout', {})
    const after = await client.attempt('GET', '/system/info')
    check(
      log,
      after.status === 401 || (after.envelope !== null && after.envelope.code !== 0),
      `the ${client.actor}'s token is refused after logout`,
      after.text,
    )
  }
}

import { type AdminLotteryDraws, OrderKind, OrderRuleMessages, whyNot } from '@dianjing/shared'
import type { Db } from '../../../db/database.ts'
import { AppError } from '../../../lib/errors.ts'
import { markKeyApplied } from '../../../lib/idempotency.ts'
import * as repo from '../repo.ts'
import { findUserOrder, type OrderRow } from '../repo.ts'
import * as transitions from '../transitions.ts'
import { type Prize, pickPrize, type RandomSource, secureRandom } from './lottery-draw.ts'

const Messages = {
  notFound: OrderRuleMessages.notFound,
  badRound: '抽奖轮次有误，请刷新后重试',
} as const

function prizesOf(order: OrderRow): Prize[] {
  const product = JSON.parse(order.productJson) as { options?: string }
  return JSON.parse(product.options ?? '[]') as Prize[]
}

export function counts(order: OrderRow) {
  return {
    lotteryNum: order.lotteryNum,
    lotteryNumAlready: order.lotteryNumAlready,
    lotteryResults: order.lotteryResults,
  }
}

/** What a lottery order drew, round by round, for staff deciding a refund; null for other orders. */
export function drawsOf(order: OrderRow): AdminLotteryDraws {
  if (order.type !== OrderKind.lottery) return null
  const prizes = Object.entries(order.lotteryResults)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, result]) => (JSON.parse(result) as Prize).name)
  return { drawsTotal: order.lotteryNum, drawsUsed: order.lotteryNumAlready, prizes }
}

export async function lotteryCount(db: Db, userId: number, outTradeNo: string) {
  const order = await findUserOrder(db, userId, { outTradeNo })
  if (!order) throw new AppError('notFound', Messages.notFound)
  return counts(order)
}

/**
 * One spin of the wheel: the prize is chosen here, with a secure random number weighted by the
 * configured probabilities, and recorded with the used count in one conditional update. Asking for a
 * round already drawn answers that round's prize again.
 */
export async function draw(
  db: Db,
  userId: number,
  outTradeNo: string,
  round: number,
  random: RandomSource = secureRandom,
) {
  return db.transaction(async (tx) => {
    const order = await repo.lockUserOrder(tx, userId, outTradeNo)
    if (!order) throw new AppError('notFound', Messages.notFound)
    // A round already drawn answers its prize again, whatever the order's state now (a retried draw).
    const previous = order.type === OrderKind.lottery ? order.lotteryResults[String(round)] : undefined
    if (previous) {
      const prize = JSON.parse(previous) as Prize
      return {
        index: Math.max(
          0,
          prizesOf(order).findIndex((p) => p.name === prize.name),
        ),
        round,
        prize,
        ...counts(order),
      }
    }
    const refusal = whyNot(order, 'draw', userId)
    if (refusal) throw new AppError('business', refusal)
    if (round !== order.lotteryNumAlready + 1) throw new AppError('business', Messages.badRound)
    const offered = prizesOf(order)
    const index = pickPrize(offered, random)
    const prize = offered[index]!
    const updated = await transitions.recordDraw(
      tx,
      userId,
      order.id,
      round,
      JSON.stringify({ name: prize.name, probability: prize.probability }),
    )
    if (!updated) throw new AppError('business', OrderRuleMessages.drawsUsedUp)
    await markKeyApplied(tx)
    return { index, round, prize, ...counts(updated) }
  })
}

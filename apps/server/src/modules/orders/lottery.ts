import { type AdminLotteryDraws, OrderKind, OrderStatus, RefundStatus } from '@dianjing/shared'
import type { Db } from '../../db/database.ts'
import { AppError } from '../../lib/errors.ts'
import { markKeyApplied } from '../../lib/idempotency.ts'
import { type Prize, pickPrize, type RandomSource, secureRandom } from './lottery-draw.ts'
import * as repo from './repo.ts'
import { findUserOrder, type OrderRow } from './repo.ts'
import * as transitions from './transitions.ts'

const Messages = {
  notFound: '订单不存在',
  notLottery: '该订单不是抽奖订单',
  unpaid: '订单未支付，无法抽奖',
  refunded: '订单已退款，无法抽奖',
  refundPending: '退款申请处理中，暂不能抽奖',
  usedUp: '抽奖次数已用完',
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
    if (order.type !== OrderKind.lottery) throw new AppError('business', Messages.notLottery)
    const prizes = prizesOf(order)
    const previous = order.lotteryResults[String(round)]
    if (previous) {
      const prize = JSON.parse(previous) as Prize
      return {
        index: Math.max(
          0,
          prizes.findIndex((p) => p.name === prize.name),
        ),
        round,
        prize,
        ...counts(order),
      }
    }
    if (order.status === OrderStatus.refunded) throw new AppError('business', Messages.refunded)
    if (order.status !== OrderStatus.paid) throw new AppError('business', Messages.unpaid)
    if (order.refundStatus === RefundStatus.applied) throw new AppError('business', Messages.refundPending)
    if (order.lotteryNumAlready >= order.lotteryNum) throw new AppError('business', Messages.usedUp)
    if (round !== order.lotteryNumAlready + 1) throw new AppError('business', Messages.badRound)
    const index = pickPrize(prizes, random)
    const prize = prizes[index]!
    const updated = await transitions.recordDraw(
      tx,
      order.id,
      round,
      JSON.stringify({ name: prize.name, probability: prize.probability }),
    )
    if (!updated) throw new AppError('business', Messages.usedUp)
    await markKeyApplied(tx)
    return { index, round, prize, ...counts(updated) }
  })
}

import type { Config } from '../../config.ts'
import type { Executor } from '../../db/database.ts'
import { countCustomerAction, customerActionHit, refuseOverLimit } from '../../lib/action-limits.ts'
import { AppError } from '../../lib/errors.ts'
import * as repo from './repo.ts'

export const UNPAID_ORDERS_MESSAGE = '未支付的订单过多，请先支付或等待订单关闭'

/**
 * Guards a new WeChat payment (an order, a deposit, a membership, a top-up) inside the transaction
 * that records it: the customer may hold at most `limits.unpaidOrders` unpaid, unexpired payments, and
 * ask WeChat for at most `limits.prepayPerMinute` prepay ids a minute (issue 18). The customer's row
 * is locked first, so two requests at once cannot both take the last free place.
 */
export async function assertCanOpenPayment(tx: Executor, config: Config, userId: number): Promise<void> {
  await repo.lockPayer(tx, userId)
  // Counted after the lock, in a statement of its own: its snapshot sees every payment recorded before.
  const { unpaid, prepays } = await repo.countOpeningPayment(tx, userId, customerActionHit('prepay', userId))
  if (unpaid >= config.limits.unpaidOrders) throw new AppError('rateLimited', UNPAID_ORDERS_MESSAGE)
  refuseOverLimit('prepay', prepays, config.limits.prepayPerMinute)
}

/** Counts one prepay call by the customer; 429 past `limits.prepayPerMinute` this minute. */
export function countPrepay(db: Executor, config: Config, userId: number): Promise<void> {
  return countCustomerAction(db, 'prepay', userId, config.limits.prepayPerMinute)
}

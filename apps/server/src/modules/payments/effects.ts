import { MEMBERSHIP_VALID_YEARS, OrderStatus, RefundStatus, workerAmountOf } from '@dianjing/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { balanceRecords, orders as orderRows, users, workers } from '../../db/schema/index.ts'
import { bumpCacheVersion } from '../../lib/versioned-cache.ts'
import { noteUserWritten } from '../account/session-cache.ts'
import * as orders from '../orders/repo.ts'
import { creditDeposit } from '../worker/ledger.ts'
import type { PaymentRow } from './repo.ts'

/**
 * Moves a customer's balance by `amount` (negative: a debit, refused when the balance does not cover
 * it) and records the movement. Answers false when a debit does not fit.
 */
export async function moveBalance(
  tx: Executor,
  userId: number,
  amount: number,
  kind: 'topup' | 'order' | 'refund',
  outTradeNo: string,
): Promise<boolean> {
  noteUserWritten(userId)
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${amount}` })
    .where(and(eq(users.id, userId), sql`${users.balance} + ${amount} >= 0`))
    .returning({ balance: users.balance })
  if (!row) return false
  await tx.insert(balanceRecords).values({ userId, amount, kind, outTradeNo, balanceAfter: row.balance })
  return true
}

const pointsFor = (amountCents: number) => Math.floor(amountCents / 100)

/**
 * What a confirmed payment does, by what it paid for. Each runs inside the transaction that marks
 * the payment paid, so the money and its effect land together or not at all.
 */
export const onPaid: Record<string, (tx: Executor, payment: PaymentRow) => Promise<void>> = {
  async order(tx, payment) {
    // An order's payment is for its whole amount: payOrder records both from one total, and WeChat's
    // notification counts only when it paid exactly that.
    const order = await orders.markPaid(tx, payment.outTradeNo, workerAmountOf(payment.amount))
    if (!order) return
    await orders.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'paid',
      actor: 'customer',
      actorId: order.userId,
      note: payment.method === 'balance' ? '余额支付' : '微信支付',
    })
    await orders.addGrowthPoints(tx, order.userId, pointsFor(order.amount))
    await orders.addSales(tx, order.productId, order.quantity)
    await bumpCacheVersion(tx, 'catalogue')
  },
  async balance(tx, payment) {
    await moveBalance(tx, payment.userId, payment.amount, 'topup', payment.outTradeNo)
  },
  async deposit(tx, payment) {
    await creditDeposit(tx, payment.userId, payment.amount, payment.outTradeNo)
  },
  async membership(tx, payment) {
    await tx
      .update(workers)
      .set({
        membershipExpiresAt: sql`greatest(coalesce(${workers.membershipExpiresAt}, now()), now()) + make_interval(years => ${MEMBERSHIP_VALID_YEARS})`,
      })
      .where(eq(workers.userId, payment.userId))
  },
}

/** What a completed refund undoes, by what the payment had paid for. */
export const onRefunded: Record<string, (tx: Executor, payment: PaymentRow) => Promise<void>> = {
  async order(tx, payment) {
    const order = await orders.markRefunded(tx, payment.outTradeNo)
    if (!order) return
    await orders.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'refunded',
      actor: 'system',
      note: '微信退款成功',
    })
    await orders.addGrowthPoints(tx, order.userId, -pointsFor(order.amount))
    await orders.addSales(tx, order.productId, -order.quantity)
    await bumpCacheVersion(tx, 'catalogue')
  },
}

/** An unpaid payment that expired: its order is closed with it. */
export const onClosed: Record<string, (tx: Executor, payment: PaymentRow) => Promise<void>> = {
  async order(tx, payment) {
    await orders.markClosed(tx, payment.outTradeNo)
  },
}

/**
 * A refund WeChat ended without paying back: the order leaves "refund under way" (refused, the
 * reason shown to the customer), so it is served or settled again unless staff refund it another way.
 */
export const onRefundFailed: Record<
  string,
  (tx: Executor, payment: PaymentRow, reason: string) => Promise<void>
> = {
  async order(tx, payment, reason) {
    const [order] = await tx
      .update(orderRows)
      .set({ refundStatus: RefundStatus.refused, refuseRefundReason: reason, updatedAt: sql`now()` })
      .where(
        and(
          eq(orderRows.outTradeNo, payment.outTradeNo),
          eq(orderRows.status, OrderStatus.paid),
          eq(orderRows.refundStatus, RefundStatus.applied),
        ),
      )
      .returning()
    if (!order) return
    await orders.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'refund_refused',
      actor: 'system',
      note: reason,
    })
  },
}

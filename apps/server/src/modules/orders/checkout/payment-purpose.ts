import { formatCents, workerAmountOf } from '@dianjing/shared'
import { addGrowthPoints } from '../../account/service.ts'
import { addSales } from '../../catalogue/service.ts'
import type { PaymentPurpose } from '../../payments/purposes.ts'
import * as orders from '../repo.ts'
import * as transitions from '../transitions.ts'
import { afterOrderPaid, applyPaidEffects, pointsFor } from './after-paid.ts'

/** How the order's timeline says it was paid. */
const PAID_BY = { balance: '余额支付', wechat: '微信支付' }

/** What an order's payment (`DJ…`) does to the order as it is paid, refunded, closed or its refund fails. */
export const orderPayments: PaymentPurpose = {
  /** The order is paid and its timeline says so; what paying tells and counts follows the commit. */
  async onPaid(tx, payment) {
    // An order's payment is for its whole amount: payOrder records both from one total, and WeChat's
    // notification counts only when it paid exactly that.
    await transitions.markPaid(
      tx,
      payment.outTradeNo,
      workerAmountOf(payment.amount),
      payment.method === 'balance' ? PAID_BY.balance : PAID_BY.wechat,
    )
  },

  /** onPaid of a WeChat payment, in the payment's own statement. */
  paidByWechatInStatement: {
    ctes: (paidNow, value) =>
      transitions.markPaidCtes(value('outTradeNo'), value('workerAmount'), PAID_BY.wechat, paidNow),
    values: (payment) => ({ outTradeNo: payment.outTradeNo, workerAmount: workerAmountOf(payment.amount) }),
  },

  afterPaid: (db, log, payment) => afterOrderPaid(db, log, payment.outTradeNo),

  async onRefunded(tx, payment) {
    const order = await transitions.markRefunded(tx, payment.outTradeNo)
    if (!order) return
    // Refunded before its paid effects were applied (a crash in between, or a batch applying them now,
    // which this waits for): they go first, so the points and sales taken back are the ones given.
    await applyPaidEffects(tx, { outTradeNo: order.outTradeNo })
    await orders.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'refunded',
      actor: 'system',
      note: '微信退款成功',
    })
    await addGrowthPoints(tx, order.userId, -pointsFor(order.amount))
    await addSales(tx, order.productId, -order.quantity)
  },

  /** The customer's part of a split (协商完成) went back: the timeline says so. */
  async onPartRefunded(tx, payment, amount) {
    const order = await orders.findOrderByTrade(tx, payment.outTradeNo)
    if (!order) return
    await orders.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'refunded',
      actor: 'system',
      note: `已退还客户¥${formatCents(amount)}（${payment.method === 'balance' ? '退回余额' : '微信原路退回'}）`,
    })
  },

  /** An unpaid payment that expired: its order is closed with it. */
  async onClosed(tx, payment) {
    await transitions.markClosed(tx, payment.outTradeNo)
  },

  /**
   * A refund WeChat ended without paying back: the order leaves "refund under way" (refused, the
   * reason shown to the customer), so it is served or settled again unless staff refund it another way.
   */
  async onRefundFailed(tx, payment, reason) {
    const order = await transitions.refuseRefund(tx, { outTradeNo: payment.outTradeNo }, reason)
    if (!order) return
    await orders.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'refund_refused',
      actor: 'system',
      note: reason,
    })
  },
}

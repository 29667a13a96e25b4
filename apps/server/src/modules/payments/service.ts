import { randomInt } from 'node:crypto'
import { formatDateTime } from '@dianjing/shared'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db, Executor } from '../../db/database.ts'
import { AppError } from '../../lib/errors.ts'
import type {
  BridgeParameters,
  NotificationHeaders,
  Transaction,
  WechatPayClient,
} from '../../lib/wechat/pay.ts'
import { WechatPayError } from '../../lib/wechat/pay.ts'
import { moveBalance, onClosed, onPaid, onRefunded } from './effects.ts'
import * as repo from './repo.ts'

/** Unpaid payments close after this long (DOMAIN.md, Orders). */
export const PAYMENT_TTL_MS = 30 * 60_000
/** A payment without a notification this long after it was made is looked up at WeChat. */
const RECONCILE_AFTER_SECONDS = 60

/** What the payment code needs from the running app. */
export function paymentDeps(app: FastifyInstance): PaymentDeps {
  return { db: app.database.db, config: app.config, wechatPay: app.wechatPay, log: app.log }
}

export type PaymentPurpose = 'order' | 'deposit' | 'membership' | 'balance'

export interface PaymentDeps {
  db: Db
  config: Config
  wechatPay: () => Promise<WechatPayClient>
  log: FastifyBaseLogger
}

/** `20261121203015` + 6 random digits: readable, sortable, unique enough with the unique index behind it. */
export function newOrderNumber(now = new Date()): string {
  const stamp = formatDateTime(now).replace(/\D/g, '')
  return `${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`
}

export const outTradeNoOf = (orderNumber: string, purpose: PaymentPurpose) =>
  `${{ order: 'DJ', deposit: 'DP', membership: 'MB', balance: 'BL' }[purpose]}${orderNumber}`

export function notifyUrl(config: Config) {
  return `${config.publicUrl}/boot/wxPay/notify`
}

export function refundNotifyUrl(config: Config) {
  return `${config.publicUrl}/boot/wxPay/refundNotify`
}

/** Records a payment to be made (inside the caller's transaction, next to what it pays for). */
export function recordPayment(
  tx: Executor,
  values: {
    outTradeNo: string
    purpose: PaymentPurpose
    userId: number
    amount: number
    description: string
    method?: 'wechat' | 'balance'
  },
) {
  return repo.insertPayment(tx, { ...values, expiresAt: new Date(Date.now() + PAYMENT_TTL_MS) })
}

/**
 * Pays a just-recorded payment from the customer's balance, inside the caller's transaction: debit,
 * balance record, payment paid and its effect together. False when the balance does not cover it.
 */
export async function payFromBalance(tx: Executor, payment: repo.PaymentRow): Promise<boolean> {
  if (!(await moveBalance(tx, payment.userId, -payment.amount, 'order', payment.outTradeNo))) return false
  await repo.setStatus(tx, payment.id, { status: 1, paidAt: new Date() })
  await onPaid[payment.purpose]?.(tx, payment)
  return true
}

/** Asks WeChat for a prepay id for a pending payment and answers the page's bridge parameters. */
export async function prepay(
  deps: PaymentDeps,
  payment: repo.PaymentRow,
  openid: string,
): Promise<BridgeParameters> {
  const client = await deps.wechatPay()
  let prepayId: string
  try {
    prepayId = await client.jsapiPrepay({
      description: payment.description,
      outTradeNo: payment.outTradeNo,
      totalFen: payment.amount,
      openid,
      notifyUrl: notifyUrl(deps.config),
      timeExpire: payment.expiresAt,
    })
  } catch (error) {
    deps.log.error({ err: error, outTradeNo: payment.outTradeNo }, 'WeChat prepay failed')
    throw new AppError(
      'business',
      error instanceof WechatPayError ? `支付下单失败：${error.message}` : '支付服务暂不可用',
    )
  }
  await repo.setPrepayId(deps.db, payment.id, prepayId)
  return client.bridgeParameters(prepayId)
}

type Confirmation = 'paid' | 'already' | 'late' | 'unknown' | 'mismatch'

/**
 * WeChat says `outTradeNo` was paid: moves the payment 0 → 1 exactly once and applies its effect in the
 * same transaction. Repeats change nothing. A payment landing on a closed one is refunded.
 */
export async function confirmPayment(deps: PaymentDeps, transaction: Transaction): Promise<Confirmation> {
  const client = await deps.wechatPay()
  if (transaction.appid !== client.keys.appId || transaction.mchid !== client.keys.mchId) return 'mismatch'
  const outcome = await deps.db.transaction(async (tx) => {
    const payment = await repo.lockPayment(tx, transaction.out_trade_no)
    if (!payment) return { result: 'unknown' as const }
    if (transaction.amount?.total !== payment.amount) return { result: 'mismatch' as const }
    if (payment.status === 1 || payment.status === 3) return { result: 'already' as const }
    if (payment.status === 2) return { result: 'late' as const, payment }
    await repo.setStatus(tx, payment.id, {
      status: 1,
      paidAt: new Date(),
      transactionId: transaction.transaction_id ?? null,
    })
    await onPaid[payment.purpose]?.(tx, payment)
    return { result: 'paid' as const }
  })
  if (outcome.result === 'late') {
    deps.log.warn(
      { outTradeNo: transaction.out_trade_no },
      'payment arrived for a closed order: refunding it',
    )
    await startRefund(deps, outcome.payment, {
      outRefundNo: `RF${outcome.payment.outTradeNo}`,
      reason: '订单已关闭，自动退款',
    })
  }
  if (outcome.result === 'mismatch') deps.log.error({ transaction }, 'paid amount does not match the payment')
  return outcome.result
}

/** Asks WeChat to refund (all of) a paid payment; idempotent on out_refund_no. */
export async function startRefund(
  deps: PaymentDeps,
  payment: repo.PaymentRow,
  refund: { outRefundNo: string; reason: string; staffId?: number },
) {
  await repo.insertRefund(deps.db, {
    outRefundNo: refund.outRefundNo,
    outTradeNo: payment.outTradeNo,
    amount: payment.amount,
    reason: refund.reason,
    staffId: refund.staffId ?? null,
  })
  if (payment.method === 'balance') {
    // Paid from the balance: the money goes back there, at once.
    await completeRefund(deps, refund.outRefundNo)
    return
  }
  const client = await deps.wechatPay()
  try {
    const answer = await client.refund({
      outTradeNo: payment.outTradeNo,
      outRefundNo: refund.outRefundNo,
      reason: refund.reason,
      refundFen: payment.amount,
      totalFen: payment.amount,
      notifyUrl: refundNotifyUrl(deps.config),
    })
    await repo.setRefundId(deps.db, refund.outRefundNo, answer.refund_id)
    if (answer.status === 'SUCCESS') await completeRefund(deps, refund.outRefundNo, answer.refund_id)
  } catch (error) {
    // The refund's state is unknown after a failure: the reconciliation job queries it by out_refund_no.
    deps.log.error({ err: error, outRefundNo: refund.outRefundNo }, 'WeChat refund request failed')
  }
}

/** WeChat says a refund succeeded: applies it once. */
export async function completeRefund(deps: PaymentDeps, outRefundNo: string, refundId?: string) {
  await deps.db.transaction(async (tx) => {
    const refund = await repo.markRefundSucceeded(tx, outRefundNo, refundId)
    if (!refund) return
    const payment = await repo.lockPayment(tx, refund.outTradeNo)
    if (!payment) return
    if (payment.method === 'balance') {
      await moveBalance(tx, payment.userId, refund.amount, 'refund', payment.outTradeNo)
    }
    if (payment.status === 1) await onRefunded[payment.purpose]?.(tx, payment)
    await repo.setStatus(tx, payment.id, { status: 3 })
  })
}

/** Handles a payment or refund notification; answers the HTTP status WeChat should get. */
export async function handleNotification(
  deps: PaymentDeps,
  headers: NotificationHeaders,
  rawBody: string,
): Promise<{ status: 204 } | { status: number; message: string }> {
  const client = await deps.wechatPay()
  const check = client.verifyNotification(headers, rawBody)
  if (!check.ok) {
    deps.log.warn({ reason: check.reason }, 'WeChat Pay notification refused')
    return { status: 401, message: check.reason }
  }
  const { event_type: event } = check.notification
  if (event === 'TRANSACTION.SUCCESS') {
    const transaction = check.plaintext as Transaction
    if (transaction.trade_state !== 'SUCCESS') return { status: 204 }
    const result = await confirmPayment(deps, transaction)
    return result === 'mismatch' ? { status: 400, message: 'amount or merchant mismatch' } : { status: 204 }
  }
  if (event === 'REFUND.SUCCESS') {
    const refund = check.plaintext as { out_refund_no: string; refund_id?: string; mchid?: string }
    if (refund.mchid && refund.mchid !== client.keys.mchId)
      return { status: 400, message: 'merchant mismatch' }
    await completeRefund(deps, refund.out_refund_no, refund.refund_id)
    return { status: 204 }
  }
  deps.log.warn({ event }, 'WeChat Pay notification of an unhandled kind')
  return { status: 204 }
}

/**
 * Catches what notifications missed: pending payments are looked up at WeChat (paid → confirmed),
 * expired unpaid ones are closed there and here; processing refunds are looked up too. Safe to run
 * in several processes at once.
 */
export async function reconcile(deps: PaymentDeps): Promise<void> {
  const client = await deps.wechatPay()
  for (const outTradeNo of await repo.claimForReconciliation(deps.db, RECONCILE_AFTER_SECONDS, 50)) {
    try {
      await reconcileOne(deps, client, outTradeNo)
    } catch (error) {
      deps.log.error({ err: error, outTradeNo }, 'payment reconciliation failed')
    }
  }
  for (const refund of await repo.processingRefunds(deps.db, RECONCILE_AFTER_SECONDS, 50)) {
    try {
      const answer = await client.queryRefund(refund.outRefundNo)
      if (answer.status === 'SUCCESS') await completeRefund(deps, refund.outRefundNo, answer.refund_id)
    } catch (error) {
      deps.log.warn({ err: error, outRefundNo: refund.outRefundNo }, 'refund query failed')
    }
  }
}

async function reconcileOne(deps: PaymentDeps, client: WechatPayClient, outTradeNo: string) {
  const payment = await repo.findPayment(deps.db, outTradeNo)
  if (payment?.status !== 0) return
  let transaction: Transaction | null = null
  try {
    transaction = await client.queryByOutTradeNo(outTradeNo)
  } catch (error) {
    if (!(error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST')) throw error
  }
  if (transaction?.trade_state === 'SUCCESS') {
    await confirmPayment(deps, transaction)
    return
  }
  if (payment.expiresAt.getTime() > Date.now()) return
  if (transaction) {
    try {
      await client.close(outTradeNo)
    } catch (error) {
      if (error instanceof WechatPayError && error.code === 'ORDERPAID') {
        await confirmPayment(deps, await client.queryByOutTradeNo(outTradeNo))
        return
      }
      throw error
    }
  }
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPayment(tx, outTradeNo)
    if (locked?.status !== 0) return
    await repo.setStatus(tx, locked.id, { status: 2, closedAt: new Date() })
    await onClosed[locked.purpose]?.(tx, locked)
  })
}

export function findPayment(db: Executor, outTradeNo: string) {
  return repo.findPayment(db, outTradeNo)
}

import { randomInt } from 'node:crypto'
import { formatDateTime, PaymentRefundStatus, PaymentStatus } from '@dianjing/shared'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db, Executor } from '../../db/database.ts'
import { AppError } from '../../lib/errors.ts'
import { countPayment } from '../../lib/outcomes.ts'
import { brokenConstraint, isUniqueViolation } from '../../lib/pg-errors.ts'
import type {
  BridgeParameters,
  NotificationHeaders,
  Refund,
  Transaction,
  WechatPayClient,
} from '../../lib/wechat/pay.ts'
import { WechatPayError } from '../../lib/wechat/pay.ts'
import { balance, paidInStatement, purposeOf } from './purposes.ts'
import { reconcileRefunds, recordOutsideRefund, settleRefund, startRefund } from './refunds.ts'
import * as repo from './repo.ts'

export { REFUND_TRIES, recordRefund, retryNotRecorded, sendRecordedRefund, startRefund } from './refunds.ts'

/** Unpaid payments close after this long (docs/domain.md, Orders). */
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

/** The unique numbers a new order number and its outTradeNo must not repeat. */
const ORDER_NUMBER_CONSTRAINTS = new Set([
  'orders_order_num_unique',
  'orders_out_trade_no_unique',
  'payments_out_trade_no_unique',
])

/**
 * Runs `record` (a whole transaction) with a new order number, and again with another when the number
 * clashed with one taken in the same second (six random digits: rare, but certain at enough orders a
 * second). A clash rolls the transaction back, so nothing of the first try remains.
 */
export async function withNewOrderNumber<T>(record: (orderNumber: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await record(newOrderNumber())
    } catch (error) {
      const clash = isUniqueViolation(error) && ORDER_NUMBER_CONSTRAINTS.has(brokenConstraint(error) ?? '')
      if (!clash || attempt >= 3) throw error
    }
  }
}

export const outTradeNoOf = (orderNumber: string, purpose: PaymentPurpose) =>
  `${{ order: 'DJ', deposit: 'DP', membership: 'MB', balance: 'BL' }[purpose]}${orderNumber}`

export function notifyUrl(config: Config) {
  return `${config.publicUrl}/boot/wxPay/notify`
}

export type { NewPayment, NewPaymentKey, PaymentRow } from './repo.ts'

/**
 * A new payment's insert as SQL, for a statement built once that records it along with what it pays
 * for (an order's: `orders/transitions.placeOrder`).
 */
export const insertPaymentSql = repo.insertPaymentSql

/** A payment to be made, as it is recorded: by WeChat unless said otherwise, open for PAYMENT_TTL_MS. */
export function newPayment(values: {
  outTradeNo: string
  purpose: PaymentPurpose
  userId: number
  amount: number
  description: string
  method?: 'wechat' | 'balance'
}): repo.NewPayment {
  return { ...values, method: values.method ?? 'wechat', expiresAt: new Date(Date.now() + PAYMENT_TTL_MS) }
}

/** Records a payment to be made (inside the caller's transaction, next to what it pays for). */
export function recordPayment(tx: Executor, values: Parameters<typeof newPayment>[0]) {
  return repo.insertPayment(tx, newPayment(values))
}

/**
 * Pays a just-recorded payment from the customer's balance, inside the caller's transaction: debit,
 * balance record, payment paid and its effect together. False when the balance does not cover it.
 */
export async function payFromBalance(tx: Executor, payment: repo.PaymentRow): Promise<boolean> {
  if (!(await balance().debit(tx, payment.userId, payment.amount, payment.outTradeNo))) return false
  await repo.setStatus(tx, payment.id, { status: PaymentStatus.paid, paidAt: new Date() })
  await purposeOf(payment).onPaid?.(tx, payment)
  return true
}

/** After the transaction of `payFromBalance` committed: its purpose's `afterPaid`. */
export function afterPaidFromBalance(deps: PaymentDeps, payment: repo.PaymentRow): Promise<void> {
  return purposeOf(payment).afterPaid?.(deps.db, deps.log, payment) ?? Promise.resolve()
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
    countPayment('prepay_failed')
    deps.log.error({ err: error, outTradeNo: payment.outTradeNo }, 'WeChat prepay failed')
    throw new AppError(
      'business',
      error instanceof WechatPayError ? `支付下单失败：${error.message}` : '支付服务暂不可用',
    )
  }
  // The bridge is signed on the thread pool while the prepay id is recorded.
  const [bridge] = await Promise.all([
    client.bridgeParameters(prepayId),
    repo.setPrepayId(deps.db, payment.id, prepayId),
  ])
  return bridge
}

type Confirmation = 'paid' | 'already' | 'late' | 'unknown' | 'mismatch'

/**
 * WeChat says `outTradeNo` was paid: moves the payment from pending to paid exactly once and applies its
 * effect in the same statement or transaction; its purpose's `afterPaid` starts once that committed and
 * is not awaited. Repeats change nothing.
 * A payment landing on a closed one is refunded.
 */
export async function confirmPayment(deps: PaymentDeps, transaction: Transaction): Promise<Confirmation> {
  const client = await deps.wechatPay()
  if (transaction.appid !== client.keys.appId || transaction.mchid !== client.keys.mchId) return 'mismatch'
  const paidAs = {
    amount: transaction.amount?.total ?? -1,
    transactionId: transaction.transaction_id ?? null,
  }
  // The usual case in one statement: pending, paid exactly its amount, and of a purpose that says
  // in SQL what being paid does (an order's).
  const inStatement = paidInStatement()
  const paidAtOnce =
    inStatement.length > 0
      ? await repo.markPendingPaid(deps.db, transaction.out_trade_no, paidAs, inStatement)
      : undefined
  const outcome = paidAtOnce
    ? { result: 'paid' as const, payment: paidAtOnce }
    : await confirmInTransaction(deps.db, transaction.out_trade_no, paidAs)
  if (outcome.result === 'paid') {
    countPayment('paid')
    // WeChat needs only the payment recorded: what paying tells and counts follows, not awaited (a
    // process that stops first leaves it to its owner's job).
    void purposeOf(outcome.payment).afterPaid?.(deps.db, deps.log, outcome.payment)
  }
  if (outcome.result === 'late') {
    countPayment('late_refunded')
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
  if (outcome.result === 'mismatch') countPayment('amount_mismatch')
  return outcome.result
}

/** A payment WeChat confirmed, of any purpose: paid with its purpose's `onPaid`, or what else it is. */
function confirmInTransaction(
  db: Db,
  outTradeNo: string,
  paidAs: { amount: number; transactionId: string | null },
) {
  return db.transaction(async (tx) => {
    const paid = await repo.markPendingPaid(tx, outTradeNo, paidAs)
    if (paid) {
      await purposeOf(paid).onPaid?.(tx, paid)
      return { result: 'paid' as const, payment: paid }
    }
    const payment = await repo.lockPayment(tx, outTradeNo)
    if (!payment) return { result: 'unknown' as const }
    if (paidAs.amount !== payment.amount) return { result: 'mismatch' as const }
    if (payment.status === PaymentStatus.closed) return { result: 'late' as const, payment }
    // Paid or refunded already: a repeat.
    return { result: 'already' as const }
  })
}

const REFUND_EVENTS: Record<string, Refund['status']> = {
  'REFUND.SUCCESS': 'SUCCESS',
  'REFUND.ABNORMAL': 'ABNORMAL',
  'REFUND.CLOSED': 'CLOSED',
}

type RefundNotification = Pick<Refund, 'out_refund_no' | 'refund_id' | 'out_trade_no'> & {
  mchid?: string
  amount?: { refund?: number }
}

/** Handles a payment or refund notification; answers the HTTP status WeChat should get. */
export async function handleNotification(
  deps: PaymentDeps,
  headers: NotificationHeaders,
  rawBody: string,
): Promise<{ status: 204 } | { status: number; message: string }> {
  const client = await deps.wechatPay()
  const check = await client.verifyNotification(headers, rawBody)
  if (!check.ok) {
    countPayment('notification_refused')
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
  if (event in REFUND_EVENTS) {
    const refund = check.plaintext as RefundNotification
    if (refund.mchid && refund.mchid !== client.keys.mchId)
      return { status: 400, message: 'merchant mismatch' }
    if (event === 'REFUND.SUCCESS') await recordOutsideRefund(deps, refund)
    await settleRefund(deps, { ...refund, status: REFUND_EVENTS[event]! })
    return { status: 204 }
  }
  deps.log.warn({ event }, 'WeChat Pay notification of an unhandled kind')
  return { status: 204 }
}

/**
 * Catches what notifications missed: pending payments are looked up at WeChat (paid → confirmed),
 * expired unpaid ones are closed there and here; processing refunds are looked up too, and one WeChat
 * never recorded is sent again with backoff (refunds.ts). Safe to run
 * in several processes at once.
 */
export async function reconcile(deps: PaymentDeps): Promise<void> {
  const client = await deps.wechatPay()
  for (const outTradeNo of await repo.claimForReconciliation(deps.db, RECONCILE_AFTER_SECONDS, 50)) {
    try {
      await reconcileOne(deps, client, outTradeNo)
    } catch (error) {
      countPayment('reconciliation_failed')
      deps.log.error({ err: error, outTradeNo }, 'payment reconciliation failed')
    }
  }
  await reconcileRefunds(deps, client, {
    olderThanSeconds: RECONCILE_AFTER_SECONDS,
    recheckSeconds: RECONCILE_AFTER_SECONDS,
    limit: 50,
  })
}

async function reconcileOne(deps: PaymentDeps, client: WechatPayClient, outTradeNo: string) {
  const payment = await repo.findPayment(deps.db, outTradeNo)
  if (payment?.status !== PaymentStatus.pending) return
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
  // Paid and already refunded at WeChat, both notifications missing: the refund's own notification
  // (retried by WeChat for a day) names the refund and settles both; confirming the payment alone
  // would put a refunded order in the hall.
  if (transaction?.trade_state === 'REFUND') return
  if (payment.expiresAt.getTime() > Date.now()) return
  if (transaction) {
    try {
      await client.close(outTradeNo)
    } catch (error) {
      if (error instanceof WechatPayError && error.code === 'ORDERPAID') {
        const paid = await client.queryByOutTradeNo(outTradeNo)
        if (paid.trade_state === 'SUCCESS') await confirmPayment(deps, paid)
        return
      }
      throw error
    }
  }
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPayment(tx, outTradeNo)
    if (locked?.status !== PaymentStatus.pending) return
    await repo.setStatus(tx, locked.id, { status: PaymentStatus.closed, closedAt: new Date() })
    await purposeOf(locked).onClosed?.(tx, locked)
    countPayment('closed')
  })
}

/** Where each payment's latest refund stands when WeChat has not recorded a request of it, for finance. */
export async function refundTroubles(db: Executor, outTradeNos: string[]) {
  const troubles = new Map<string, { tries: number; answer: string; waitsForFinance: boolean }>()
  for (const [outTradeNo, refund] of await repo.latestRefunds(db, outTradeNos)) {
    const waitsForFinance = refund.status === PaymentRefundStatus.notRecorded
    if (waitsForFinance || (refund.status === PaymentRefundStatus.processing && refund.attempts > 0)) {
      troubles.set(outTradeNo, { tries: refund.attempts, answer: refund.lastError, waitsForFinance })
    }
  }
  return troubles
}

/** Whether a refund of the payment is under way at WeChat (asked for, not yet ended either way). */
export async function refundUnderWay(db: Executor, outTradeNo: string): Promise<boolean> {
  const refund = (await repo.latestRefunds(db, [outTradeNo])).get(outTradeNo)
  return refund?.status === PaymentRefundStatus.processing
}

export function findPayment(db: Executor, outTradeNo: string) {
  return repo.findPayment(db, outTradeNo)
}

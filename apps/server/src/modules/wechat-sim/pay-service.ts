import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import type { wechatSimRefunds, wechatSimTransactions } from '../../db/schema/index.ts'
import { clock } from '../../lib/clock.ts'
import { simulatorKeys } from '../../lib/wechat/keys.ts'
import { rfc3339 } from '../../lib/wechat/pay.ts'
import { encryptResource } from '../../lib/wechat/pay-crypto.ts'
import * as repo from './pay-repo.ts'
import { notificationSigner, type PayError, payError, signedHeaders } from './signing.ts'

export { checkMerchantSignature, type PayError } from './signing.ts'

type TransactionRow = typeof wechatSimTransactions.$inferSelect
type RefundRow = typeof wechatSimRefunds.$inferSelect

/** WeChat's retry schedule for notifications, in seconds (WECHAT.md). */
const RETRY_SECONDS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600]
/** How long the simulated refund takes before WeChat confirms it. */
const REFUND_PROCESSING_MS = 2000
const OUT_TRADE_NO = /^[0-9A-Za-z_\-*|]{6,32}$/
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
/** Without time_expire a transaction can be paid for 7 days; with one, for at least a minute (WeChat's floor). */
const DEFAULT_EXPIRY_MS = 7 * 24 * 3600_000
const MIN_EXPIRY_MS = 60_000

export function isPayError(value: unknown): value is PayError {
  return typeof value === 'object' && value !== null && 'status' in value && 'code' in value
}

/** The last moment the payer can pay: time_expire, but never sooner than a minute after the prepay. */
export function payableUntil(row: Pick<TransactionRow, 'timeExpire' | 'createdAt'>): Date {
  const created = row.createdAt.getTime()
  if (!row.timeExpire) return new Date(created + DEFAULT_EXPIRY_MS)
  return new Date(Math.max(row.timeExpire.getTime(), created + MIN_EXPIRY_MS))
}

export interface PrepayBody {
  appid?: string
  mchid?: string
  description?: string
  out_trade_no?: string
  time_expire?: string
  attach?: string
  notify_url?: string
  amount?: { total?: number; currency?: string }
  payer?: { openid?: string }
}

/**
 * WeChat's answer to a prepay repeating an out_trade_no: the same prepay_id only when every parameter
 * is the same (time_expire included: it can be given once only), and only while it can still be paid.
 */
function repeatedPrepay(existing: TransactionRow, body: PrepayBody, timeExpire: Date | null) {
  if (existing.tradeState === 'SUCCESS' || existing.tradeState === 'REFUND')
    return payError(400, 'ORDERPAID', '该订单已支付')
  if (existing.tradeState === 'CLOSED') return payError(400, 'ORDER_CLOSED', '订单已关闭')
  const same =
    existing.appid === body.appid &&
    existing.mchid === body.mchid &&
    existing.description === body.description &&
    existing.notifyUrl === body.notify_url &&
    (existing.attach ?? undefined) === body.attach &&
    (existing.timeExpire?.getTime() ?? null) === (timeExpire?.getTime() ?? null) &&
    existing.total === body.amount?.total &&
    (body.amount?.currency ?? 'CNY') === 'CNY' &&
    existing.openid === body.payer?.openid
  if (!same) return payError(400, 'INVALID_REQUEST', '201 商户订单号重复')
  if (payableUntil(existing) <= clock.now())
    return payError(400, 'INVALID_REQUEST', '订单已过期，请更换商户订单号重新下单')
  return { prepay_id: existing.prepayId }
}

export async function prepay(
  db: Db,
  config: Config,
  body: PrepayBody,
): Promise<{ prepay_id: string } | PayError> {
  if (body.mchid !== config.wechat.mchId) return payError(400, 'PARAM_ERROR', 'mchid 与请求商户号不一致')
  if (body.appid !== config.wechat.appId) return payError(400, 'PARAM_ERROR', 'appid 和 mch_id 不匹配')
  const total = body.amount?.total
  if (!body.out_trade_no || !OUT_TRADE_NO.test(body.out_trade_no))
    return payError(400, 'PARAM_ERROR', 'out_trade_no 格式错误')
  if (!body.description || body.description.length > 127)
    return payError(400, 'PARAM_ERROR', 'description 长度有误')
  if (!Number.isInteger(total) || (total as number) <= 0)
    return payError(400, 'PARAM_ERROR', 'amount.total 必须为正整数')
  if (body.amount?.currency && body.amount.currency !== 'CNY')
    return payError(400, 'PARAM_ERROR', '币种仅支持 CNY')
  if (!body.payer?.openid) return payError(400, 'PARAM_ERROR', '缺少 payer.openid')
  // WeChat calls https notify URLs only; the simulator lets http through outside production (a LAN demo).
  const notifyUrl = config.wechat.simulatorProduction ? /^https:\/\/[^?]+$/ : /^https?:\/\/[^?]+$/
  if (!body.notify_url || !notifyUrl.test(body.notify_url))
    return payError(400, 'PARAM_ERROR', 'notify_url 格式错误，须为不带参数的 https 地址')
  if (body.attach !== undefined && (typeof body.attach !== 'string' || body.attach.length > 128))
    return payError(400, 'PARAM_ERROR', 'attach 长度有误')
  let timeExpire: Date | null = null
  if (body.time_expire !== undefined) {
    if (typeof body.time_expire !== 'string' || !RFC3339.test(body.time_expire))
      return payError(400, 'PARAM_ERROR', 'time_expire 格式错误，须为 RFC 3339')
    timeExpire = new Date(body.time_expire)
  }

  const existing = await repo.findTransaction(db, body.out_trade_no)
  if (existing) return repeatedPrepay(existing, body, timeExpire)
  if (timeExpire && timeExpire <= clock.now())
    return payError(400, 'PARAM_ERROR', 'time_expire 不能早于当前时间')
  const prepayId = `wx${randomBytes(17).toString('hex')}`
  await repo.insertTransaction(db, {
    outTradeNo: body.out_trade_no,
    mchid: body.mchid,
    appid: body.appid,
    description: body.description,
    total: total as number,
    openid: body.payer.openid,
    notifyUrl: body.notify_url,
    timeExpire,
    attach: body.attach ?? null,
    prepayId,
    tradeState: 'NOTPAY',
    createdAt: clock.now(),
  })
  return { prepay_id: prepayId }
}

/**
 * A transaction as WeChat answers it: what was paid (transaction_id, bank_type, success_time, payer,
 * payer_total and payer_currency) only once it was paid; an unpaid or closed one has none of them.
 */
export function transactionView(row: TransactionRow) {
  const paid = row.tradeState === 'SUCCESS' || row.tradeState === 'REFUND'
  return {
    appid: row.appid,
    mchid: row.mchid,
    out_trade_no: row.outTradeNo,
    trade_type: 'JSAPI',
    trade_state: row.tradeState,
    trade_state_desc: TRADE_STATE_DESC[row.tradeState] ?? row.tradeState,
    ...(row.attach ? { attach: row.attach } : {}),
    ...(paid
      ? {
          transaction_id: row.transactionId,
          bank_type: 'OTHERS',
          success_time: rfc3339(row.successTime ?? row.createdAt),
          payer: { openid: row.openid },
          amount: { total: row.total, payer_total: row.total, currency: 'CNY', payer_currency: 'CNY' },
        }
      : { amount: { total: row.total, currency: 'CNY' } }),
  }
}

const TRADE_STATE_DESC: Record<string, string> = {
  NOTPAY: '订单未支付',
  SUCCESS: '支付成功',
  CLOSED: '已关闭',
  REFUND: '转入退款',
  PAYERROR: '支付失败',
}

export async function query(db: Db, config: Config, outTradeNo: string, mchid: string | undefined) {
  if (mchid !== config.wechat.mchId) return payError(400, 'PARAM_ERROR', 'mchid 参数错误')
  const row = await repo.findTransaction(db, outTradeNo)
  return row ? transactionView(row) : payError(404, 'ORDER_NOT_EXIST', '订单不存在')
}

export async function close(
  db: Db,
  config: Config,
  outTradeNo: string,
  mchid: string | undefined,
): Promise<PayError | null> {
  if (mchid !== config.wechat.mchId) return payError(400, 'PARAM_ERROR', 'mchid 参数错误')
  const row = await repo.findTransaction(db, outTradeNo)
  if (!row) return payError(404, 'ORDER_NOT_EXIST', '订单不存在')
  if (row.tradeState === 'SUCCESS' || row.tradeState === 'REFUND')
    return payError(400, 'ORDERPAID', '订单已支付')
  await repo.moveTransaction(db, outTradeNo, row.tradeState, { tradeState: 'CLOSED' })
  return null
}

export interface RefundBody {
  out_trade_no?: string
  out_refund_no?: string
  reason?: string
  notify_url?: string
  amount?: { refund?: number; total?: number; currency?: string }
}

/** Where a refund goes back to: the simulated payer pays from their balance (零钱). */
const USER_RECEIVED_ACCOUNT = '支付用户零钱'

/** A refund as WeChat answers it; success_time only once it succeeded. */
export function refundView(row: RefundRow, transaction: TransactionRow | undefined) {
  return {
    refund_id: row.refundId,
    out_refund_no: row.outRefundNo,
    transaction_id: transaction?.transactionId ?? '',
    out_trade_no: row.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: USER_RECEIVED_ACCOUNT,
    ...(row.status === 'SUCCESS' && row.successTime ? { success_time: rfc3339(row.successTime) } : {}),
    create_time: rfc3339(row.createdAt),
    status: row.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: row.total,
      refund: row.refund,
      from: [],
      payer_total: row.total,
      payer_refund: row.refund,
      settlement_refund: row.refund,
      settlement_total: row.total,
      discount_refund: 0,
      currency: 'CNY',
    },
  }
}

/** The resource of a REFUND.* notification. */
function refundNotice(row: RefundRow, transaction: TransactionRow | undefined) {
  return {
    mchid: transaction?.mchid,
    out_trade_no: row.outTradeNo,
    transaction_id: transaction?.transactionId ?? '',
    out_refund_no: row.outRefundNo,
    refund_id: row.refundId,
    refund_status: row.status,
    ...(row.status === 'SUCCESS' && row.successTime ? { success_time: rfc3339(row.successTime) } : {}),
    user_received_account: USER_RECEIVED_ACCOUNT,
    amount: { total: row.total, refund: row.refund, payer_total: row.total, payer_refund: row.refund },
  }
}

export async function createRefund(db: Db, body: RefundBody) {
  if (!body.out_trade_no || !body.out_refund_no)
    return payError(400, 'PARAM_ERROR', '缺少 out_trade_no 或 out_refund_no')
  const refund = body.amount?.refund
  if (!Number.isInteger(refund) || (refund as number) <= 0)
    return payError(400, 'PARAM_ERROR', 'amount.refund 必须为正整数')
  const transaction = await repo.findTransaction(db, body.out_trade_no)
  if (!transaction) return payError(404, 'RESOURCE_NOT_EXISTS', '订单不存在')
  if (transaction.tradeState !== 'SUCCESS' && transaction.tradeState !== 'REFUND') {
    return payError(403, 'NOT_ENOUGH', '订单未支付，无法退款')
  }
  if (body.amount?.total !== transaction.total) return payError(400, 'PARAM_ERROR', '订单金额与原订单不符')
  const existing = await repo.findRefund(db, body.out_refund_no)
  if (existing)
    return existing.refund === refund
      ? refundView(existing, transaction)
      : payError(400, 'INVALID_REQUEST', '退款单号重复')
  if ((await repo.refundedSoFar(db, body.out_trade_no)) + (refund as number) > transaction.total) {
    return payError(403, 'NOT_ENOUGH', '退款金额超过可退金额')
  }
  const row = await repo.insertRefund(db, {
    outRefundNo: body.out_refund_no,
    refundId: `50${clock.now().getTime()}${randomBytes(5).toString('hex')}`.slice(0, 32),
    outTradeNo: body.out_trade_no,
    refund: refund as number,
    total: transaction.total,
    notifyUrl: body.notify_url ?? transaction.notifyUrl.replace(/\/notify$/, '/refundNotify'),
    status: 'PROCESSING',
    createdAt: clock.now(),
  })
  return { row, view: refundView(row, transaction) }
}

export async function queryRefund(db: Db, outRefundNo: string) {
  const row = await repo.findRefund(db, outRefundNo)
  if (!row) return payError(404, 'RESOURCE_NOT_EXISTS', '退款单不存在')
  return refundView(row, await repo.findTransaction(db, row.outTradeNo))
}

export type RefundOutcome = 'SUCCESS' | 'ABNORMAL' | 'CLOSED'

const REFUND_SUMMARY: Record<RefundOutcome, string> = {
  SUCCESS: '退款成功',
  ABNORMAL: '退款异常',
  CLOSED: '退款关闭',
}

/**
 * Sends notifications the way WeChat does: signed, the resource encrypted with the APIv3 key, retried
 * on WeChat's schedule (scaled by WECHAT_SIM_TIME_SCALE) until the merchant answers 200 or 204. It also
 * ends refunds: as the cashier (or a test) chose for the payment, else successfully.
 */
export class Notifier {
  readonly #timers = new Set<NodeJS.Timeout>()
  /** How this process ends the refunds of a payment (out_trade_no → outcome); a restart forgets it. */
  readonly #refundOutcomes = new Map<string, RefundOutcome>()

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  later(delayMs: number, task: () => Promise<void>) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      task().catch((error) => this.log.error({ err: error }, 'wechat simulator task failed'))
    }, delayMs * this.config.wechat.simulatorTimeScale)
    this.#timers.add(timer)
  }

  async paymentSucceeded(outTradeNo: string) {
    const row = await repo.findTransaction(this.db, outTradeNo)
    if (!row) return
    this.send(row.notifyUrl, 'TRANSACTION.SUCCESS', 'transaction', '支付成功', transactionView(row), 0)
  }

  /** The payer's account decides how refunds of this payment end: ABNORMAL (a closed card), CLOSED. */
  refundsOf(outTradeNo: string, outcome: RefundOutcome) {
    if (outcome === 'SUCCESS') this.#refundOutcomes.delete(outTradeNo)
    else this.#refundOutcomes.set(outTradeNo, outcome)
  }

  /** Ends a refund after WeChat's processing time and tells the merchant. */
  processRefund(outRefundNo: string, outTradeNo: string) {
    this.later(REFUND_PROCESSING_MS, async () => {
      await this.endRefund(outRefundNo, this.#refundOutcomes.get(outTradeNo) ?? 'SUCCESS')
    })
  }

  /** Ends a processing refund now (the test hook and the delayed processing); false when none is. */
  async endRefund(outRefundNo: string, outcome: RefundOutcome): Promise<boolean> {
    const row = await repo.endRefund(this.db, outRefundNo, outcome, clock.now())
    if (!row) return false
    const transaction = await repo.findTransaction(this.db, row.outTradeNo)
    if (transaction && outcome === 'SUCCESS')
      await repo.moveTransaction(this.db, row.outTradeNo, 'SUCCESS', { tradeState: 'REFUND' })
    if (row.notifyUrl) {
      const event = `REFUND.${outcome}`
      this.send(row.notifyUrl, event, 'refund', REFUND_SUMMARY[outcome], refundNotice(row, transaction), 0)
    }
    return true
  }

  private send(
    url: string,
    eventType: string,
    originalType: string,
    summary: string,
    plaintext: object,
    attempt: number,
  ) {
    const deliver = async () => {
      const keys = await simulatorKeys(this.db)
      const body = JSON.stringify({
        id: `EV-${clock.now().getTime()}${randomBytes(4).toString('hex')}`,
        create_time: rfc3339(clock.now()),
        resource_type: 'encrypt-resource',
        event_type: eventType,
        summary,
        resource: encryptResource(keys.apiV3Key, originalType, JSON.stringify(plaintext)),
      })
      const signer = await notificationSigner(this.db, this.config)
      let delivered = false
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...signedHeaders(signer, body) },
          body,
          signal: AbortSignal.timeout(5000),
        })
        delivered = response.status === 200 || response.status === 204
      } catch {
        delivered = false
      }
      const next = RETRY_SECONDS[attempt]
      if (!delivered && next !== undefined) {
        this.log.warn({ url, eventType, attempt }, 'wechat simulator: notification not accepted, will retry')
        this.send(url, eventType, originalType, summary, plaintext, attempt + 1)
      }
    }
    if (attempt === 0) this.later(0, deliver)
    else this.later((RETRY_SECONDS[attempt - 1] ?? 0) * 1000, deliver)
  }

  close() {
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
  }
}

/** The cashier's buttons: pay, cancel or fail, answering the bridge's err_msg. */
export async function cashierAction(
  db: Db,
  notifier: Notifier,
  prepayId: string,
  action: 'pay' | 'cancel' | 'fail',
  refundOutcome: RefundOutcome = 'SUCCESS',
) {
  const row = await repo.findTransactionByPrepayId(db, prepayId)
  if (!row) return { err_msg: 'get_brand_wcpay_request:fail', message: '支付单不存在' }
  if (action === 'cancel') return { err_msg: 'get_brand_wcpay_request:cancel' }
  if (action === 'fail') return { err_msg: 'get_brand_wcpay_request:fail', message: '模拟支付失败' }
  if (row.tradeState === 'NOTPAY' && payableUntil(row) <= clock.now())
    return { err_msg: 'get_brand_wcpay_request:fail', message: '该订单已过期，请重新下单' }
  const paid = await repo.moveTransaction(db, row.outTradeNo, 'NOTPAY', {
    tradeState: 'SUCCESS',
    transactionId: `4200${clock.now().getTime()}${randomBytes(4).toString('hex')}`.slice(0, 28),
    successTime: clock.now(),
  })
  if (paid) notifier.refundsOf(row.outTradeNo, refundOutcome)
  if (!paid) {
    return row.tradeState === 'SUCCESS'
      ? { err_msg: 'get_brand_wcpay_request:ok' }
      : { err_msg: 'get_brand_wcpay_request:fail', message: '订单已关闭或已支付' }
  }
  await notifier.paymentSucceeded(row.outTradeNo)
  return { err_msg: 'get_brand_wcpay_request:ok' }
}

export async function cashierView(db: Db, prepayId: string) {
  return repo.findTransactionByPrepayId(db, prepayId)
}

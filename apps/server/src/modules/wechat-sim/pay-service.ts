import { randomBytes } from 'node:crypto'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import type { wechatSimTransactions } from '../../db/schema/index.ts'
import { clock } from '../../lib/clock.ts'
import type { Notifier, RefundOutcome } from './notifier.ts'
import * as repo from './pay-repo.ts'
import { type PayError, payError } from './signing.ts'
import { refundView, transactionView } from './views.ts'

export { checkMerchantSignature, type PayError } from './signing.ts'

type TransactionRow = typeof wechatSimTransactions.$inferSelect

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

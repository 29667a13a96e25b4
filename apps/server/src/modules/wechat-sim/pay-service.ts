import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import type { wechatSimRefunds, wechatSimTransactions } from '../../db/schema/index.ts'
import { simulatorKeys } from '../../lib/wechat/keys.ts'
import { rfc3339 } from '../../lib/wechat/pay.ts'
import {
  encryptResource,
  nonce,
  parseAuthorization,
  requestMessage,
  responseMessage,
  rsaSign,
  rsaVerify,
} from '../../lib/wechat/pay-crypto.ts'
import * as repo from './pay-repo.ts'

type TransactionRow = typeof wechatSimTransactions.$inferSelect
type RefundRow = typeof wechatSimRefunds.$inferSelect

/** WeChat's retry schedule for notifications, in seconds (WECHAT.md). */
const RETRY_SECONDS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600]
/** How long the simulated refund takes before WeChat confirms it. */
const REFUND_PROCESSING_MS = 2000
const OUT_TRADE_NO = /^[0-9A-Za-z_\-*|]{6,32}$/

/** A WeChat Pay error answer: HTTP status and the `{code, message}` body. */
export interface PayError {
  status: number
  code: string
  message: string
}

const payError = (status: number, code: string, message: string): PayError => ({ status, code, message })

export function isPayError(value: unknown): value is PayError {
  return typeof value === 'object' && value !== null && 'status' in value && 'code' in value
}

/** Checks that a request is signed by our merchant key, as WeChat does; null when it is. */
export async function checkMerchantSignature(
  db: Db,
  config: Config,
  request: { method: string; pathWithQuery: string; body: string; authorization: string | undefined },
): Promise<PayError | null> {
  const keys = await simulatorKeys(db)
  const auth = parseAuthorization(request.authorization)
  if (!auth) return payError(401, 'SIGN_ERROR', 'Authorization 头格式错误')
  if (auth.mchid !== config.wechat.mchId) return payError(401, 'SIGN_ERROR', '商户号与签名不匹配')
  if (auth.serial_no !== keys.merchantSerial) return payError(401, 'SIGN_ERROR', '商户证书序列号有误')
  if (Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300)
    return payError(401, 'SIGN_ERROR', '签名已过期')
  const message = requestMessage(
    request.method,
    request.pathWithQuery,
    auth.timestamp,
    auth.nonce_str,
    request.body,
  )
  if (!rsaVerify(createPublicKey(keys.merchantPublicKey), message, auth.signature)) {
    return payError(401, 'SIGN_ERROR', '签名错误')
  }
  return null
}

/** The Wechatpay-* headers of an answer or notification, signed with the platform key. */
export async function signedHeaders(db: Db, body: string): Promise<Record<string, string>> {
  const keys = await simulatorKeys(db)
  const timestamp = String(Math.floor(Date.now() / 1000))
  const nonceStr = nonce()
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonceStr,
    'Wechatpay-Serial': keys.platformKeyId,
    'Wechatpay-Signature': rsaSign(
      createPrivateKey(keys.platformPrivateKey),
      responseMessage(timestamp, nonceStr, body),
    ),
  }
}

export interface PrepayBody {
  appid?: string
  mchid?: string
  description?: string
  out_trade_no?: string
  notify_url?: string
  amount?: { total?: number; currency?: string }
  payer?: { openid?: string }
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
  if (!body.notify_url || !/^https?:\/\/[^?]+$/.test(body.notify_url))
    return payError(400, 'PARAM_ERROR', 'notify_url 格式错误')

  const existing = await repo.findTransaction(db, body.out_trade_no)
  if (existing) {
    if (existing.tradeState === 'SUCCESS' || existing.tradeState === 'REFUND')
      return payError(400, 'ORDERPAID', '该订单已支付')
    if (existing.tradeState === 'CLOSED') return payError(400, 'ORDER_CLOSED', '订单已关闭')
    if (existing.total !== total || existing.openid !== body.payer.openid) {
      return payError(400, 'INVALID_REQUEST', '201 商户订单号重复')
    }
    return { prepay_id: existing.prepayId }
  }
  const prepayId = `wx${randomBytes(17).toString('hex')}`
  await repo.insertTransaction(db, {
    outTradeNo: body.out_trade_no,
    mchid: body.mchid,
    appid: body.appid,
    description: body.description,
    total: total as number,
    openid: body.payer.openid,
    notifyUrl: body.notify_url,
    prepayId,
    tradeState: 'NOTPAY',
  })
  return { prepay_id: prepayId }
}

export function transactionView(row: TransactionRow) {
  return {
    appid: row.appid,
    mchid: row.mchid,
    out_trade_no: row.outTradeNo,
    ...(row.transactionId ? { transaction_id: row.transactionId } : {}),
    trade_type: 'JSAPI',
    trade_state: row.tradeState,
    trade_state_desc: TRADE_STATE_DESC[row.tradeState] ?? row.tradeState,
    ...(row.successTime ? { success_time: rfc3339(row.successTime) } : {}),
    payer: { openid: row.openid },
    amount: { total: row.total, payer_total: row.tradeState === 'NOTPAY' ? 0 : row.total, currency: 'CNY' },
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

export function refundView(row: RefundRow, transaction: TransactionRow | undefined) {
  return {
    refund_id: row.refundId,
    out_refund_no: row.outRefundNo,
    ...(transaction?.transactionId ? { transaction_id: transaction.transactionId } : {}),
    out_trade_no: row.outTradeNo,
    channel: 'ORIGINAL',
    status: row.status,
    ...(row.successTime ? { success_time: rfc3339(row.successTime) } : {}),
    create_time: rfc3339(row.createdAt),
    amount: {
      total: row.total,
      refund: row.refund,
      payer_total: row.total,
      payer_refund: row.refund,
      currency: 'CNY',
    },
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
    refundId: `50${Date.now()}${randomBytes(5).toString('hex')}`.slice(0, 32),
    outTradeNo: body.out_trade_no,
    refund: refund as number,
    total: transaction.total,
    notifyUrl: body.notify_url ?? transaction.notifyUrl.replace(/\/notify$/, '/refundNotify'),
    status: 'PROCESSING',
  })
  return { row, view: refundView(row, transaction) }
}

export async function queryRefund(db: Db, outRefundNo: string) {
  const row = await repo.findRefund(db, outRefundNo)
  if (!row) return payError(404, 'RESOURCE_NOT_EXISTS', '退款单不存在')
  return refundView(row, await repo.findTransaction(db, row.outTradeNo))
}

/**
 * Sends notifications the way WeChat does: signed, the resource encrypted with the APIv3 key, retried
 * on WeChat's schedule (scaled by WECHAT_SIM_TIME_SCALE) until the merchant answers 200 or 204.
 */
export class Notifier {
  readonly #timers = new Set<NodeJS.Timeout>()

  constructor(
    private readonly db: Db,
    private readonly scale: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  later(delayMs: number, task: () => Promise<void>) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      task().catch((error) => this.log.error({ err: error }, 'wechat simulator task failed'))
    }, delayMs * this.scale)
    this.#timers.add(timer)
  }

  async paymentSucceeded(outTradeNo: string) {
    const row = await repo.findTransaction(this.db, outTradeNo)
    if (!row) return
    this.send(row.notifyUrl, 'TRANSACTION.SUCCESS', 'transaction', '支付成功', transactionView(row), 0)
  }

  /** Completes a refund after WeChat's processing time and tells the merchant. */
  processRefund(outRefundNo: string) {
    this.later(REFUND_PROCESSING_MS, async () => {
      const row = await repo.completeRefund(this.db, outRefundNo)
      if (!row) return
      const transaction = await repo.findTransaction(this.db, row.outTradeNo)
      if (transaction)
        await repo.moveTransaction(this.db, row.outTradeNo, 'SUCCESS', { tradeState: 'REFUND' })
      if (!row.notifyUrl) return
      const view = refundView(row, transaction)
      this.send(
        row.notifyUrl,
        'REFUND.SUCCESS',
        'refund',
        '退款成功',
        {
          mchid: transaction?.mchid,
          out_trade_no: view.out_trade_no,
          transaction_id: view.transaction_id,
          out_refund_no: view.out_refund_no,
          refund_id: view.refund_id,
          refund_status: 'SUCCESS',
          success_time: view.success_time,
          amount: { total: row.total, refund: row.refund, payer_total: row.total, payer_refund: row.refund },
        },
        0,
      )
    })
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
        id: `EV-${Date.now()}${randomBytes(4).toString('hex')}`,
        create_time: rfc3339(new Date()),
        resource_type: 'encrypt-resource',
        event_type: eventType,
        summary,
        resource: encryptResource(keys.apiV3Key, originalType, JSON.stringify(plaintext)),
      })
      let delivered = false
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(await signedHeaders(this.db, body)) },
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
) {
  const row = await repo.findTransactionByPrepayId(db, prepayId)
  if (!row) return { err_msg: 'get_brand_wcpay_request:fail', message: '支付单不存在' }
  if (action === 'cancel') return { err_msg: 'get_brand_wcpay_request:cancel' }
  if (action === 'fail') return { err_msg: 'get_brand_wcpay_request:fail', message: '模拟支付失败' }
  const paid = await repo.moveTransaction(db, row.outTradeNo, 'NOTPAY', {
    tradeState: 'SUCCESS',
    transactionId: `4200${Date.now()}${randomBytes(4).toString('hex')}`.slice(0, 28),
    successTime: new Date(),
  })
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

import { createHash, createSign, createVerify, randomInt, randomUUID, X509Certificate } from 'node:crypto'
import { yuanToCents } from '@dianjing/shared'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { alipaySimTransfers } from '../../db/schema/index.ts'
import { alipaySimulatorKeys } from '../../lib/alipay/keys.ts'

/**
 * The simulated Alipay OpenAPI v3 for transfers, as strict as Alipay: the request's RSA2 signature is
 * checked with the app's certificate, the app id and both certificate serial numbers must be Alipay's
 * record of the app, and every answer is signed with Alipay's key, so the official SDK verifies it as it
 * would Alipay's. One transfer per out_biz_no: a repeat with the same parameters gets the same answer,
 * with any other parameter it is refused.
 */

export const TRANSFER_PATH = '/v3/alipay/fund/trans/uni/transfer'
export const QUERY_PATH = '/v3/alipay/fund/trans/common/query'

/** Payee names that make the simulated Alipay act up, for trying the failures by hand. */
export const MAGIC_NAMES: Record<string, Outcome> = {
  测试姓名不符: 'PAYEE_USER_INFO_ERROR',
  测试账户注销: 'PAYEE_ACCOUNT_STATUS_ERROR',
  测试处理中: 'DEALING',
}

/** What the simulator does with the next transfer to a payee (test hooks). */
export type Outcome =
  | 'PAYEE_USER_INFO_ERROR'
  | 'PAYEE_ACCOUNT_STATUS_ERROR'
  | 'DEALING'
  /** Make the transfer and lose the answer (the connection drops). */
  | 'LOST'
  /** Alipay's system error before anything was recorded. */
  | 'SYSTEM_ERROR'

const nextOutcomes = new Map<string, Outcome>()
/**
 * Transfers whose answers are lost, every time they are asked again too: the SDK's HTTP client sends a
 * request again once when the connection drops, and that repeat must not bring the answer back.
 */
const lostAnswers = new Set<string>()

/** For tests and the page: the next transfer to this payee (logon id) ends this way. */
export function setNextOutcome(logonId: string, outcome: Outcome) {
  nextOutcomes.set(logonId, outcome)
}

const ERRORS: Record<string, string> = {
  PAYEE_USER_INFO_ERROR: '收款方的姓名与支付宝账号不匹配',
  PAYEE_ACCOUNT_STATUS_ERROR: '收款方支付宝账户已注销或被冻结',
}

export interface SimRequest {
  method: string
  /** The path after the simulator's prefix, with the query. */
  path: string
  /** The path as requested, prefix included (the SDK signs this one for a request with a query). */
  fullPath: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface SimAnswer {
  status: number
  body: string
  headers: Record<string, string>
  /** Drop the connection instead of answering (a lost answer). */
  drop?: boolean
}

function certSn(pem: string): string {
  const cert = new X509Certificate(pem)
  // Alipay's serial: md5 of the issuer's names (most specific first) and the decimal serial number.
  const issuer = cert.issuer.split('\n').reverse().join(',')
  return createHash('md5')
    .update(issuer + BigInt(`0x${cert.serialNumber}`).toString(10), 'utf8')
    .digest('hex')
}

type Keys = Awaited<ReturnType<typeof alipaySimulatorKeys>>

function signed(keys: Keys, status: number, payload: unknown): SimAnswer {
  const body = JSON.stringify(payload)
  const timestamp = String(Date.now())
  const nonce = randomUUID()
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8')
    .sign(keys.alipayPrivateKey, 'base64')
  return {
    status,
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'alipay-timestamp': timestamp,
      'alipay-nonce': nonce,
      'alipay-signature': signature,
      'alipay-sn': certSn(keys.alipayCert),
      'alipay-trace-id': randomUUID().replaceAll('-', ''),
    },
  }
}

const refusal = (keys: Keys, status: number, code: string, message: string) =>
  signed(keys, status, { code, message })

/** The Authorization header's fields: `ALIPAY-SHA256withRSA app_id=…,app_cert_sn=…,nonce=…,timestamp=…,sign=…`. */
function authorization(header: string | undefined) {
  const match = /^ALIPAY-SHA256withRSA (.+)$/.exec(header ?? '')
  if (!match) return null
  const fields = new Map<string, string>()
  for (const part of match[1]!.split(',')) {
    const at = part.indexOf('=')
    if (at > 0) fields.set(part.slice(0, at), part.slice(at + 1))
  }
  const signature = fields.get('sign')
  const authString = match[1]!.slice(0, match[1]!.lastIndexOf(',sign='))
  return signature ? { fields, authString, signature } : null
}

function checkSignature(keys: Keys, request: SimRequest): SimAnswer | null {
  const auth = authorization(request.headers.authorization as string | undefined)
  if (!auth) return refusal(keys, 401, 'invalid-auth', '缺少或无法解析 Authorization')
  if (auth.fields.get('app_id') !== keys.appId) {
    return refusal(keys, 401, 'isv.invalid-app-id', '无效的AppID参数')
  }
  if (auth.fields.get('app_cert_sn') !== certSn(keys.appCert)) {
    return refusal(keys, 401, 'isv.app-cert-sn-mismatch', '应用公钥证书序列号不匹配')
  }
  if (request.headers['alipay-root-cert-sn'] !== certSn(keys.rootCert)) {
    return refusal(keys, 401, 'isv.alipay-root-cert-sn-mismatch', '支付宝根证书序列号不匹配')
  }
  const appKey = new X509Certificate(keys.appCert).publicKey
  // The SDK signs the path it was given, or, for a request with a query, the whole path it requested.
  const valid = [request.path, request.fullPath].some((url) =>
    createVerify('RSA-SHA256')
      .update(`${auth.authString}\n${request.method}\n${url}\n${request.body}\n`, 'utf8')
      .verify(appKey, auth.signature, 'base64'),
  )
  return valid ? null : refusal(keys, 401, 'invalid-signature', '验签出错，请确认签名与应用公钥证书是否匹配')
}

/** JSON with its keys sorted: the database keeps a jsonb's keys in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

const AMOUNT = /^(0|[1-9]\d{0,8})\.\d{2}$/

interface TransferBody {
  out_biz_no?: unknown
  trans_amount?: unknown
  product_code?: unknown
  biz_scene?: unknown
  order_title?: unknown
  payee_info?: { identity?: unknown; identity_type?: unknown; name?: unknown }
}

function invalid(keys: Keys, message: string) {
  return refusal(keys, 400, 'INVALID_PARAMETER', message)
}

const transferNumber = () => `2026${Date.now()}${randomInt(100000, 999999)}`.slice(0, 28)

async function transfer(db: Db, keys: Keys, request: SimRequest): Promise<SimAnswer> {
  let body: TransferBody
  try {
    body = JSON.parse(request.body) as TransferBody
  } catch {
    return invalid(keys, '请求报文不是合法的JSON')
  }
  const outBizNo = typeof body.out_biz_no === 'string' ? body.out_biz_no.trim() : ''
  if (!outBizNo || outBizNo.length > 64)
    return refusal(keys, 400, 'MISSING_REQUIRED_ARGUMENTS', '缺少out_biz_no')
  const amount =
    typeof body.trans_amount === 'string' && AMOUNT.test(body.trans_amount) ? body.trans_amount : ''
  const cents = amount ? (yuanToCents(amount) ?? 0) : 0
  if (cents <= 0) return invalid(keys, 'trans_amount 须为大于0且精确到两位小数的金额字符串')
  if (body.product_code !== 'TRANS_ACCOUNT_NO_PWD') return invalid(keys, 'product_code 不支持')
  if (body.biz_scene !== 'DIRECT_TRANSFER') return invalid(keys, 'biz_scene 不支持')
  const payee = body.payee_info ?? {}
  if (payee.identity_type !== 'ALIPAY_LOGON_ID' || typeof payee.identity !== 'string' || !payee.identity) {
    return invalid(keys, 'payee_info 须为 ALIPAY_LOGON_ID 及其账号')
  }
  if (typeof payee.name !== 'string' || !payee.name) {
    return invalid(keys, '使用 ALIPAY_LOGON_ID 转账时 payee_info.name 必填')
  }
  if (typeof body.order_title !== 'string' || !body.order_title) return invalid(keys, 'order_title 必填')

  const [existing] = await db
    .select()
    .from(alipaySimTransfers)
    .where(eq(alipaySimTransfers.outBizNo, outBizNo))
  if (existing) {
    if (canonical(existing.params) !== canonical(body)) {
      return refusal(keys, 400, 'PAYMENT_INFO_INCONSISTENCY', '两次请求商户单号一样，但是参数不一致')
    }
    const again = transferAnswer(keys, existing)
    return lostAnswers.has(outBizNo) ? { ...again, drop: true } : again
  }
  if (cents < 10) return refusal(keys, 400, 'EXCEED_LIMIT_SM_MIN_AMOUNT', '单笔最低转账金额0.1元')
  const outcome = nextOutcomes.get(payee.identity) ?? MAGIC_NAMES[payee.name]
  nextOutcomes.delete(payee.identity)
  if (outcome === 'SYSTEM_ERROR') return refusal(keys, 500, 'SYSTEM_ERROR', '系统繁忙')
  if (outcome === 'PAYEE_USER_INFO_ERROR' || outcome === 'PAYEE_ACCOUNT_STATUS_ERROR') {
    return refusal(keys, 400, outcome, ERRORS[outcome]!)
  }
  const [row] = await db
    .insert(alipaySimTransfers)
    .values({
      outBizNo,
      appId: keys.appId,
      params: body as Record<string, unknown>,
      amountCents: cents,
      payeeIdentity: payee.identity,
      payeeName: payee.name,
      orderId: transferNumber(),
      payFundOrderId: transferNumber(),
      status: outcome === 'DEALING' ? 'DEALING' : 'SUCCESS',
    })
    .onConflictDoNothing()
    .returning()
  // Two requests raced with one out_biz_no: the loser answers as a repeat.
  if (!row) return transfer(db, keys, request)
  const answer = transferAnswer(keys, row)
  if (outcome !== 'LOST') return answer
  lostAnswers.add(outBizNo)
  return { ...answer, drop: true }
}

type TransferRow = typeof alipaySimTransfers.$inferSelect

function transferAnswer(keys: Keys, row: TransferRow): SimAnswer {
  return signed(keys, 200, {
    out_biz_no: row.outBizNo,
    order_id: row.orderId,
    pay_fund_order_id: row.payFundOrderId,
    status: row.status,
    trans_date: row.createdAt.toISOString().slice(0, 19).replace('T', ' '),
  })
}

async function query(db: Db, keys: Keys, request: SimRequest): Promise<SimAnswer> {
  const params = new URL(request.path, 'http://sim').searchParams
  const outBizNo = params.get('out_biz_no')
  if (!outBizNo) return refusal(keys, 400, 'MISSING_REQUIRED_ARGUMENTS', '缺少out_biz_no或order_id')
  if (
    params.get('product_code') !== 'TRANS_ACCOUNT_NO_PWD' ||
    params.get('biz_scene') !== 'DIRECT_TRANSFER'
  ) {
    return invalid(keys, 'product_code 或 biz_scene 不正确')
  }
  const [row] = await db.select().from(alipaySimTransfers).where(eq(alipaySimTransfers.outBizNo, outBizNo))
  if (!row) return refusal(keys, 400, 'ORDER_NOT_EXIST', '转账订单不存在')
  return signed(keys, 200, {
    order_id: row.orderId,
    pay_fund_order_id: row.payFundOrderId,
    out_biz_no: row.outBizNo,
    trans_amount: (row.params as { trans_amount: string }).trans_amount,
    status: row.status,
    ...(row.status === 'SUCCESS'
      ? { pay_date: row.createdAt.toISOString().slice(0, 19).replace('T', ' ') }
      : {}),
    ...(row.status === 'FAIL' ? { fail_reason: row.failReason ?? '', error_code: row.errorCode ?? '' } : {}),
  })
}

/** One call to the simulated OpenAPI. */
export async function handle(db: Db, request: SimRequest): Promise<SimAnswer> {
  const keys = await alipaySimulatorKeys(db)
  const refused = checkSignature(keys, request)
  if (refused) return refused
  const route = request.path.split('?')[0]
  if (request.method === 'POST' && route === TRANSFER_PATH) return transfer(db, keys, request)
  if (request.method === 'GET' && route === QUERY_PATH) return query(db, keys, request)
  return refusal(keys, 404, 'api-not-found', `不支持的接口：${request.method} ${route}`)
}

/** For tests and the page: a transfer still DEALING ends as Alipay decides (SUCCESS or FAIL with a reason). */
export async function finishTransfer(
  db: Db,
  outBizNo: string,
  result: { status: 'SUCCESS' } | { status: 'FAIL'; errorCode: string; failReason: string },
) {
  await db
    .update(alipaySimTransfers)
    .set(
      result.status === 'SUCCESS'
        ? { status: 'SUCCESS' }
        : { status: 'FAIL', errorCode: result.errorCode, failReason: result.failReason },
    )
    .where(eq(alipaySimTransfers.outBizNo, outBizNo))
}

/** The latest transfers, for the simulator's page. */
export function recentTransfers(db: Db) {
  return db.select().from(alipaySimTransfers).orderBy(desc(alipaySimTransfers.createdAt)).limit(100)
}

import { formatCents } from '@dianjing/shared'
import { AlipayRequestError, AlipaySdk } from 'alipay-sdk'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { type AlipayKeys, loadAlipayKeys } from './keys.ts'

/**
 * The only code that speaks Alipay: transfers to an Alipay account (alipay.fund.trans.uni.transfer,
 * TRANS_ACCOUNT_NO_PWD / DIRECT_TRANSFER) and their query (alipay.fund.trans.common.query), through
 * Alipay's official SDK on OpenAPI v3, in public-key certificate mode (Alipay requires it for
 * transfers). Answers are verified by the SDK with Alipay's certificate.
 */

export const PRODUCT_CODE = 'TRANS_ACCOUNT_NO_PWD'
export const BIZ_SCENE = 'DIRECT_TRANSFER'
const TRANSFER_PATH = '/v3/alipay/fund/trans/uni/transfer'
const QUERY_PATH = '/v3/alipay/fund/trans/common/query'

/** A transfer's outcome as far as Alipay has told it. */
export type TransferOutcome =
  | { status: 'SUCCESS'; orderId: string }
  | { status: 'DEALING'; orderId: string }
  | { status: 'FAIL'; code: string; reason: string }
  /** Alipay has no transfer with this out_biz_no: the request never reached it. */
  | { status: 'NOT_FOUND' }

/**
 * Alipay's errors that mean the transfer was not made and will not be: the money can go back to the
 * worker. Anything else (SYSTEM_ERROR, a timeout, a lost answer) leaves the result unknown until a query.
 */
const FINAL_REFUSALS: Record<string, string> = {
  PAYEE_USER_INFO_ERROR: '收款支付宝账号与姓名不匹配',
  PAYEE_ACCOUNT_STATUS_ERROR: '收款支付宝账户状态异常（已注销或被冻结）',
  PAYEE_NOT_EXIST: '收款支付宝账户不存在',
  PAYEE_ACC_OCUPIED: '该手机号对应多个支付宝账户，无法转账',
  PAYEE_CERT_INFO_ERROR: '收款人身份信息不匹配',
  PERMIT_CHECK_PERM_IDENTITY_THEFT: '收款账户存在身份冒用风险',
  PAYEE_USERINFO_STATUS_ERROR: '收款支付宝账户状态异常',
  EXCEED_LIMIT_SM_MIN_AMOUNT: '单笔转账金额不能低于0.10元',
  PAYMENT_INFO_INCONSISTENCY: '同一笔转账的参数与之前不一致',
}

export interface Transfer {
  outBizNo: string
  amount: number
  /** The payee's Alipay login (a phone or an email) and real name. */
  logonId: string
  name: string
  title: string
}

function keyType(privateKey: string): 'PKCS1' | 'PKCS8' {
  return privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8'
}

interface TransferAnswer {
  order_id?: string
  status?: string
}
interface QueryAnswer {
  order_id?: string
  status?: string
  fail_reason?: string
  error_code?: string
}

export class AlipayTransfers {
  private readonly sdk: AlipaySdk

  constructor(keys: AlipayKeys, endpoint: string) {
    this.sdk = new AlipaySdk({
      appId: keys.appId,
      privateKey: keys.privateKey,
      keyType: keyType(keys.privateKey),
      appCertContent: keys.appCert,
      alipayPublicCertContent: keys.alipayCert,
      alipayRootCertContent: keys.rootCert,
      endpoint,
      timeout: 10_000,
    })
  }

  /**
   * Sends one transfer. A repeat with the same out_biz_no is answered with the same transfer by Alipay,
   * never paid twice. Throws when the result is unknown (network, timeout, Alipay's system error).
   */
  async transfer(transfer: Transfer): Promise<TransferOutcome> {
    try {
      const { data } = await this.sdk.curl<TransferAnswer>('POST', TRANSFER_PATH, {
        body: {
          out_biz_no: transfer.outBizNo,
          trans_amount: formatCents(transfer.amount),
          product_code: PRODUCT_CODE,
          biz_scene: BIZ_SCENE,
          order_title: transfer.title,
          payee_info: { identity: transfer.logonId, identity_type: 'ALIPAY_LOGON_ID', name: transfer.name },
        },
      })
      return answered(data)
    } catch (error) {
      return refusedOrThrow(error)
    }
  }

  /** What Alipay knows of a transfer, by our out_biz_no. */
  async query(outBizNo: string): Promise<TransferOutcome> {
    try {
      const { data } = await this.sdk.curl<QueryAnswer>('GET', QUERY_PATH, {
        query: { out_biz_no: outBizNo, product_code: PRODUCT_CODE, biz_scene: BIZ_SCENE },
      })
      if (data.status === 'FAIL' || data.status === 'REFUND') {
        const code = data.error_code ?? data.status
        return { status: 'FAIL', code, reason: data.fail_reason || FINAL_REFUSALS[code] || '支付宝转账失败' }
      }
      return answered(data)
    } catch (error) {
      if (error instanceof AlipayRequestError && error.code === 'ORDER_NOT_EXIST')
        return { status: 'NOT_FOUND' }
      throw error
    }
  }
}

function answered(data: TransferAnswer): TransferOutcome {
  if (data.status === 'SUCCESS' && data.order_id) return { status: 'SUCCESS', orderId: data.order_id }
  if (data.status === 'FAIL') return { status: 'FAIL', code: 'FAIL', reason: '支付宝转账失败' }
  return { status: 'DEALING', orderId: data.order_id ?? '' }
}

function refusedOrThrow(error: unknown): TransferOutcome {
  if (error instanceof AlipayRequestError && error.code && FINAL_REFUSALS[error.code]) {
    return { status: 'FAIL', code: error.code, reason: FINAL_REFUSALS[error.code]! }
  }
  throw error
}

const clients = new WeakMap<Config['alipay'], Promise<AlipayTransfers>>()

/**
 * One client per configuration, its keys loaded on first use: the configured app, or the simulator's
 * (whose keys live in the database) when Alipay is not configured.
 */
export function alipayTransfers(config: Config, db: Db): Promise<AlipayTransfers> {
  let client = clients.get(config.alipay)
  if (!client) {
    client = loadAlipayKeys(config, db).then((keys) => new AlipayTransfers(keys, config.alipay.endpoint))
    client.catch(() => clients.delete(config.alipay))
    clients.set(config.alipay, client)
  }
  return client
}

import type { KeyObject } from 'node:crypto'
import type { EncryptedResource } from './pay-crypto.ts'
import type { KeyMode } from './platform-keys.ts'

/** What WeChat Pay API v3 sends and answers (WECHAT.md), and what our client is configured with. */

export interface WechatPayKeys {
  appId: string
  mchId: string
  /** Serial of the merchant API certificate, sent as serial_no. */
  merchantSerial: string
  merchantPrivateKey: KeyObject
  /** 32 bytes, decrypts notification resources. */
  apiV3Key: string
  /**
   * How WeChat Pay signs for us: its public key (`PUB_KEY_ID_…`), its platform certificates (downloaded
   * and kept current by the client), or both during the switch from certificates to the key.
   */
  platform: { mode: KeyMode; publicKey: { id: string; key: KeyObject } | null }
}

/** A failure answered by WeChat Pay: HTTP status plus its `code` / `message`. */
export class WechatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay ${status} ${code}: ${message}`)
    this.name = 'WechatPayError'
  }
}

export interface Transaction {
  appid: string
  mchid: string
  out_trade_no: string
  transaction_id?: string
  trade_type?: string
  trade_state: 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR'
  trade_state_desc?: string
  success_time?: string
  payer?: { openid: string }
  amount?: { total: number; payer_total?: number; currency: string }
}

export interface Refund {
  refund_id: string
  out_refund_no: string
  transaction_id?: string
  out_trade_no: string
  status: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL'
  success_time?: string
  amount: { total: number; refund: number; payer_total?: number; payer_refund?: number; currency?: string }
}

export interface BridgeParameters {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

export interface NotificationHeaders {
  timestamp: string | undefined
  nonce: string | undefined
  signature: string | undefined
  serial: string | undefined
}

export interface Notification {
  id: string
  create_time: string
  event_type: string
  resource_type: string
  summary?: string
  resource: EncryptedResource
}

export type NotificationCheck =
  | { ok: true; notification: Notification; plaintext: unknown }
  | { ok: false; reason: string }

import type { KeyObject } from 'node:crypto'
import { formatDateTime } from '@dianjing/shared'
import {
  authorizationHeader,
  decryptResource,
  nonce,
  requestMessage,
  responseMessage,
  rsaSignOffThread,
  rsaVerify,
} from './pay-crypto.ts'
import {
  type BridgeParameters,
  type Notification,
  type NotificationCheck,
  type NotificationHeaders,
  type Refund,
  type Transaction,
  WechatPayError,
  type WechatPayKeys,
} from './pay-types.ts'
import {
  type CertificateListing,
  type PlatformCertificate,
  PlatformKeys,
  readCertificates,
} from './platform-keys.ts'

const TIMEOUT_MS = 10_000
/** Notifications and responses more than five minutes off our clock are refused (WECHAT.md). */
const MAX_CLOCK_SKEW_SECONDS = 300

export type {
  BridgeParameters,
  Notification,
  NotificationCheck,
  NotificationHeaders,
  Refund,
  Transaction,
  WechatPayKeys,
} from './pay-types.ts'
export { WechatPayError } from './pay-types.ts'

/**
 * The one piece of code that speaks WeChat Pay API v3 (WECHAT.md): signed requests, verified
 * responses, JSAPI prepay, query, close, refunds, notification checks and the page's bridge parameters.
 * The base URL comes from configuration: WeChat in production, the bundled simulator elsewhere.
 */
export class WechatPayClient {
  /** WeChat Pay's keys by serial: the public key id and the platform certificates' serials alike. */
  readonly platform: PlatformKeys

  constructor(
    private readonly baseUrl: string,
    readonly keys: WechatPayKeys,
    private readonly now: () => number = Date.now,
  ) {
    this.platform = new PlatformKeys(keys.platform.mode, keys.platform.publicKey, now)
    this.platform.downloadWith(() => this.downloadCertificates())
  }

  async jsapiPrepay(order: {
    description: string
    outTradeNo: string
    totalFen: number
    openid: string
    notifyUrl: string
    timeExpire?: Date
    attach?: string
  }): Promise<string> {
    const body = {
      appid: this.keys.appId,
      mchid: this.keys.mchId,
      description: order.description.slice(0, 127),
      out_trade_no: order.outTradeNo,
      ...(order.timeExpire ? { time_expire: rfc3339(order.timeExpire) } : {}),
      ...(order.attach ? { attach: order.attach } : {}),
      notify_url: order.notifyUrl,
      amount: { total: order.totalFen, currency: 'CNY' },
      payer: { openid: order.openid },
    }
    const answer = await this.request<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', body)
    return answer.prepay_id
  }

  queryByOutTradeNo(outTradeNo: string): Promise<Transaction> {
    return this.request<Transaction>(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${this.keys.mchId}`,
    )
  }

  async close(outTradeNo: string): Promise<void> {
    await this.request('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
      mchid: this.keys.mchId,
    })
  }

  refund(refund: {
    outTradeNo: string
    outRefundNo: string
    reason?: string
    refundFen: number
    totalFen: number
    notifyUrl: string
  }): Promise<Refund> {
    return this.request<Refund>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: refund.outTradeNo,
      out_refund_no: refund.outRefundNo,
      ...(refund.reason ? { reason: refund.reason.slice(0, 80) } : {}),
      notify_url: refund.notifyUrl,
      amount: { refund: refund.refundFen, total: refund.totalFen, currency: 'CNY' },
    })
  }

  queryRefund(outRefundNo: string): Promise<Refund> {
    return this.request<Refund>('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`)
  }

  /** What the page hands to `getBrandWCPayRequest`; paySign covers `appId\ntimeStamp\nnonceStr\npackage\n`. */
  async bridgeParameters(prepayId: string): Promise<BridgeParameters> {
    const timeStamp = String(Math.floor(this.now() / 1000))
    const nonceStr = nonce()
    const pkg = `prepay_id=${prepayId}`
    const paySign = await rsaSignOffThread(
      this.keys.merchantPrivateKey,
      `${this.keys.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`,
    )
    return { appId: this.keys.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
  }

  /** Checks a notification's signature, age and encryption; answers its decrypted resource. */
  async verifyNotification(headers: NotificationHeaders, rawBody: string): Promise<NotificationCheck> {
    const signed = await this.verifySignature(headers, rawBody)
    if (!signed.ok) return signed
    let notification: Notification
    try {
      notification = JSON.parse(rawBody) as Notification
    } catch {
      return { ok: false, reason: 'body is not JSON' }
    }
    if (notification.resource?.algorithm !== 'AEAD_AES_256_GCM')
      return { ok: false, reason: 'unknown algorithm' }
    try {
      const plaintext = JSON.parse(decryptResource(this.keys.apiV3Key, notification.resource)) as unknown
      return { ok: true, notification, plaintext }
    } catch {
      return { ok: false, reason: 'resource does not decrypt' }
    }
  }

  /**
   * WeChat Pay's platform certificates for us (`GET /v3/certificates`), each decrypted with the APIv3
   * key; the answer must be signed by one of them (or by the public key during the switch-over).
   */
  private async downloadCertificates(): Promise<PlatformCertificate[]> {
    const answer = await this.send(
      'GET',
      '/v3/certificates',
      undefined,
      this.keys.platform.publicKey?.id ?? this.platform.newestCertificate()?.serial,
    )
    const certificates = readCertificates(this.keys.apiV3Key, JSON.parse(answer.text) as CertificateListing)
    const verified = await this.verifySignature(
      answer.headers,
      answer.text,
      (serial) =>
        this.platform.validCertificate(serial, certificates)?.key ??
        (this.keys.platform.publicKey?.id === serial ? this.keys.platform.publicKey.key : null),
    )
    if (!verified.ok) throw new WechatPayError(answer.status, 'RESPONSE_NOT_VERIFIED', verified.reason)
    return certificates
  }

  private async verifySignature(
    headers: NotificationHeaders,
    body: string,
    keyFor: (serial: string) => Promise<KeyObject | null> | KeyObject | null = (serial) =>
      this.platform.keyFor(serial),
  ): Promise<{ ok: true } | { ok: false; reason: string }> {
    const { timestamp, nonce: nonceStr, signature, serial } = headers
    if (!timestamp || !nonceStr || !signature || !serial)
      return { ok: false, reason: 'signature headers missing' }
    // WeChat's own probes carry this prefix: never accept them as real events.
    if (signature.startsWith('WECHATPAY/SIGNTEST/')) return { ok: false, reason: 'signature probe' }
    if (
      !/^\d+$/.test(timestamp) ||
      Math.abs(this.now() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS
    ) {
      return { ok: false, reason: 'timestamp out of window' }
    }
    let key: KeyObject | null
    try {
      key = await keyFor(serial)
    } catch {
      return { ok: false, reason: `platform certificates could not be downloaded to check serial ${serial}` }
    }
    if (!key) return { ok: false, reason: `unknown serial ${serial}` }
    if (!rsaVerify(key, responseMessage(timestamp, nonceStr, body), signature)) {
      return { ok: false, reason: 'bad signature' }
    }
    return { ok: true }
  }

  private async request<T>(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown): Promise<T> {
    const answer = await this.send(method, pathWithQuery, body, await this.platform.requestSerial())
    const verified = await this.verifySignature(answer.headers, answer.text)
    if (!verified.ok) throw new WechatPayError(answer.status, 'RESPONSE_NOT_VERIFIED', verified.reason)
    return (answer.text ? JSON.parse(answer.text) : undefined) as T
  }

  /**
   * A signed request; `wechatpaySerial` (the `Wechatpay-Serial` header) names the WeChat key we verify
   * with, so WeChat signs its answer with that key. Answers the unverified text of a 2xx answer.
   */
  private async send(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    body: unknown,
    wechatpaySerial: string | undefined,
  ) {
    const payload = body === undefined ? '' : JSON.stringify(body)
    const timestamp = String(Math.floor(this.now() / 1000))
    const nonceStr = nonce()
    const signature = await rsaSignOffThread(
      this.keys.merchantPrivateKey,
      requestMessage(method, pathWithQuery, timestamp, nonceStr, payload),
    )
    const response = await fetch(`${this.baseUrl}${pathWithQuery}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'User-Agent': 'dianjing-server',
        ...(wechatpaySerial ? { 'Wechatpay-Serial': wechatpaySerial } : {}),
        Authorization: authorizationHeader({
          mchid: this.keys.mchId,
          nonce_str: nonceStr,
          signature,
          timestamp,
          serial_no: this.keys.merchantSerial,
        }),
      },
      ...(body === undefined ? {} : { body: payload }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await response.text()
    if (!response.ok) {
      let code = 'HTTP_ERROR'
      let message = text.slice(0, 200)
      try {
        const parsed = JSON.parse(text) as { code?: string; message?: string }
        code = parsed.code ?? code
        message = parsed.message ?? message
      } catch {
        // not JSON: keep the raw text
      }
      throw new WechatPayError(response.status, code, message)
    }
    const headers: NotificationHeaders = {
      timestamp: response.headers.get('wechatpay-timestamp') ?? undefined,
      nonce: response.headers.get('wechatpay-nonce') ?? undefined,
      signature: response.headers.get('wechatpay-signature') ?? undefined,
      serial: response.headers.get('wechatpay-serial') ?? undefined,
    }
    return { status: response.status, text, headers }
  }
}

/** `2026-11-21T20:15:03+08:00`: WeChat wants Beijing time with its offset. */
export function rfc3339(date: Date): string {
  return `${formatDateTime(date).replace(' ', 'T')}+08:00`
}

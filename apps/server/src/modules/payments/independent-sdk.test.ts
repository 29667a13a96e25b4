import { createPrivateKey } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin'
import { payments } from '../../db/schema/index.ts'
import { simulatorKeys } from '../../lib/wechat/keys.ts'
import { signerOfKind } from '../wechat-sim/signing.ts'
import { startRefund } from './service.ts'
import { paymentAppsInEachMode } from './testing.ts'

/**
 * WeChat Pay v3 as `wechatpay-axios-plugin` (an SDK we did not write) speaks it, against the simulator
 * and the product's notify endpoints: if the simulator and our client drifted from WeChat together,
 * this SDK would disagree with them.
 */

/** The simulator at the root of its own address, as api.mch.weixin.qq.com is: the SDK signs the path it sends. */
async function wechatAtRoot(port: number) {
  const server = http.createServer((request, response) => {
    const forward = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/__wechat${request.url}`,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    request.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

interface Answer<T = Record<string, unknown>> {
  status: number
  data: T
  headers: Record<string, string>
}

/** An SDK endpoint by its path, as the SDK's docs write them (`v3/pay/transactions/jsapi`). */
function call<T = Record<string, unknown>>(
  client: Wechatpay,
  method: 'get' | 'post',
  path: string,
  ...args: unknown[]
): Promise<Answer<T>> {
  const endpoint = client.chain(path) as unknown as Record<string, (...a: unknown[]) => Promise<Answer<T>>>
  return endpoint[method]!(...args)
}

/** Records what WeChat posts to a merchant's notify URL. */
async function inbox() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`, received }
}

// WeChat's two kinds of key; the switch-over's mix of them is covered by notifications.test.ts.
const inBothKinds = await paymentAppsInEachMode(['public-key', 'certificates'])

describe.each(inBothKinds)('the SDK and WeChat Pay signing with $mode', (setup) => {
  const { context, kit, deps, mode } = setup
  const { app, config, database } = context
  const { db } = database
  const merchant = { mchid: config.wechat.mchId, appid: config.wechat.appId }

  /** The SDK as a merchant sets it up: our merchant key, and WeChat's keys by serial. */
  let configured: ReturnType<typeof configure> | undefined
  /** Set up once per mode: a merchant downloads the certificates at start, not per request. */
  const sdk = () => {
    configured ??= configure()
    return configured
  }

  async function configure() {
    const keys = await simulatorKeys(db)
    const baseURL = await root
    const certs: Record<string, string> =
      mode === 'public-key'
        ? { [keys.platformKeyId]: keys.platformPublicKey }
        : await downloadedCertificates()
    const client = new Wechatpay({
      mchid: merchant.mchid,
      serial: keys.merchantSerial,
      privateKey: keys.merchantPrivateKey,
      certs,
      baseURL,
    })
    return { client, keys, certs, serial: Object.keys(certs)[0]! }
  }

  /** The SDK's own certificate download: decrypted with the APIv3 key, then the answer verified by them. */
  async function downloadedCertificates() {
    const keys = await simulatorKeys(db)
    const bootstrap = new Wechatpay({
      mchid: merchant.mchid,
      serial: keys.merchantSerial,
      privateKey: keys.merchantPrivateKey,
      certs: { NONE_YET: keys.platformPublicKey },
      baseURL: await root,
    })
    const answer = await call<string>(bootstrap, 'get', 'v3/certificates').catch(
      (error: { response: Answer<string> }) => error.response,
    )
    const listing = JSON.parse(answer.data) as {
      data: {
        serial_no: string
        encrypt_certificate: { ciphertext: string; nonce: string; associated_data: string }
      }[]
    }
    const certs = Object.fromEntries(
      listing.data.map(({ serial_no, encrypt_certificate: { ciphertext, nonce, associated_data } }) => [
        serial_no,
        Aes.AesGcm.decrypt(ciphertext, keys.apiV3Key, nonce, associated_data),
      ]),
    )
    const headers = answer.headers
    const message = Formatter.response(
      headers['wechatpay-timestamp']!,
      headers['wechatpay-nonce']!,
      answer.data,
    )
    expect(Rsa.verify(message, headers['wechatpay-signature']!, certs[headers['wechatpay-serial']!]!)).toBe(
      true,
    )
    return certs
  }

  const root = wechatAtRoot(Number(new URL(config.publicUrl).port))
  const outTradeNo = () => `SDK${Date.now()}${Math.floor(Math.random() * 1e6)}`
  const prepayBody = (no: string, notifyUrl: string) => ({
    ...merchant,
    description: '独立 SDK 测试',
    out_trade_no: no,
    notify_url: notifyUrl,
    amount: { total: 1990, currency: 'CNY' },
    payer: { openid: 'o-sdk-payer' },
  })

  it('signs requests the simulator accepts, and verifies every answer it signs', async () => {
    const { client, serial } = await sdk()
    const headers = { 'Wechatpay-Serial': serial }
    const no = outTradeNo()
    const prepaid = await call(
      client,
      'post',
      'v3/pay/transactions/jsapi',
      prepayBody(no, `${config.publicUrl}/x`),
      {
        headers,
      },
    )
    expect(prepaid.data.prepay_id).toMatch(/^wx/)
    const query = () =>
      call<{ trade_state: string; amount: object }>(client, 'get', `v3/pay/transactions/out-trade-no/${no}`, {
        params: { mchid: merchant.mchid },
        headers,
      })
    const unpaid = (await query()).data
    expect(unpaid).toMatchObject({ trade_state: 'NOTPAY', amount: { total: 1990 } })
    expect(unpaid).not.toHaveProperty('payer')
    expect(unpaid.amount).not.toHaveProperty('payer_total')
    const closed = await call(
      client,
      'post',
      `v3/pay/transactions/out-trade-no/${no}/close`,
      { mchid: merchant.mchid },
      { headers },
    )
    expect(closed.status).toBe(204)
    const after = (await query()).data
    expect(after.trade_state).toBe('CLOSED')
    expect(after.amount).not.toHaveProperty('payer_total')
  })

  it('refuses a request whose body, path or signature was changed after signing', async () => {
    const { keys, serial } = await sdk()
    const body = JSON.stringify(prepayBody(outTradeNo(), `${config.publicUrl}/x`))
    const send = async (signedPath: string, sentPath: string, sentBody: string, signature?: string) => {
      const timestamp = String(Formatter.timestamp())
      const nonce = Formatter.nonce()
      const signed = Rsa.sign(
        Formatter.request('POST', signedPath, timestamp, nonce, body),
        createPrivateKey(keys.merchantPrivateKey),
      )
      const response = await fetch(`${await root}${sentPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'wechatpay-serial': serial,
          authorization: Formatter.authorization(
            merchant.mchid,
            nonce,
            signature ?? signed,
            timestamp,
            keys.merchantSerial,
          ),
        },
        body: sentBody,
      })
      return { status: response.status, body: (await response.json()) as { code: string } }
    }
    const path = '/v3/pay/transactions/jsapi'
    expect((await send(path, path, body)).status).toBe(200)
    const refused = { status: 401, body: expect.objectContaining({ code: 'SIGN_ERROR' }) }
    expect(await send(path, path, body.replace('1990', '1'))).toEqual(refused)
    expect(await send(`${path}?x=1`, path, body)).toEqual(refused)
    expect(
      await send(path, path, body, Rsa.sign('other', createPrivateKey(keys.merchantPrivateKey))),
    ).toEqual(refused)
  })

  it('verifies the payment notification the simulator sends, and decrypts it with the APIv3 key', async () => {
    const { client, keys, certs, serial } = await sdk()
    const merchantInbox = await inbox()
    const no = outTradeNo()
    const { data } = await call(
      client,
      'post',
      'v3/pay/transactions/jsapi',
      prepayBody(no, merchantInbox.url),
      {
        headers: { 'Wechatpay-Serial': serial },
      },
    )
    await app.inject({
      method: 'POST',
      url: '/__wechat/pay/cashier',
      payload: { prepay_id: data.prepay_id, action: 'pay' },
    })
    await vi.waitFor(() => expect(merchantInbox.received).toHaveLength(1))
    const { headers, body } = merchantInbox.received[0]!
    const verifier =
      mode === 'public-key' ? keys.platformPublicKey : certs[String(headers['wechatpay-serial'])]!
    const message = Formatter.response(
      String(headers['wechatpay-timestamp']),
      String(headers['wechatpay-nonce']),
      body,
    )
    expect(Rsa.verify(message, String(headers['wechatpay-signature']), verifier)).toBe(true)
    const { resource, event_type } = JSON.parse(body)
    expect(event_type).toBe('TRANSACTION.SUCCESS')
    const paid = JSON.parse(
      Aes.AesGcm.decrypt(resource.ciphertext, keys.apiV3Key, resource.nonce, resource.associated_data),
    )
    expect(paid).toMatchObject({
      out_trade_no: no,
      trade_state: 'SUCCESS',
      bank_type: expect.any(String),
      payer: { openid: 'o-sdk-payer' },
      amount: { total: 1990, payer_total: 1990, currency: 'CNY', payer_currency: 'CNY' },
    })
  })

  /** A notification built by the SDK, signed as WeChat signs in this mode. */
  async function sdkNotification(eventType: string, originalType: string, plaintext: object) {
    const keys = await simulatorKeys(db)
    const nonce = Formatter.nonce(12)
    const body = JSON.stringify({
      id: `EV-SDK-${Formatter.nonce(8)}`,
      create_time: '2026-11-24T10:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType,
      resource: {
        original_type: originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: Aes.AesGcm.encrypt(JSON.stringify(plaintext), keys.apiV3Key, nonce, originalType),
        associated_data: originalType,
        nonce,
      },
    })
    const signer = await signerOfKind(db, mode === 'public-key' ? 'public-key' : 'certificate')
    const timestamp = String(Formatter.timestamp())
    const headerNonce = Formatter.nonce()
    const headers = {
      'content-type': 'application/json',
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': headerNonce,
      'Wechatpay-Serial': signer.serial,
      'Wechatpay-Signature': Rsa.sign(Formatter.response(timestamp, headerNonce, body), signer.key),
    }
    return { body, headers }
  }

  it('builds payment and refund notifications the product accepts, and refuses when tampered', async () => {
    const { token } = await kit.customer()
    const order = await kit.placeOrder(token)
    await kit.paidAtWechat(order.outTradeNo)
    const paid = await sdkNotification('TRANSACTION.SUCCESS', 'transaction', {
      ...merchant,
      out_trade_no: order.outTradeNo,
      transaction_id: `4200${order.outTradeNo}`,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      success_time: '2026-11-24T10:00:00+08:00',
      payer: { openid: 'o-test' },
      amount: { total: order.amount, payer_total: order.amount, currency: 'CNY', payer_currency: 'CNY' },
    })
    const tampered = { ...paid, body: paid.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') }
    expect((await kit.deliver('notify', tampered)).status).toBe(401)
    expect((await kit.ours(order.outTradeNo)).payment.status).toBe(0)
    expect(await kit.deliver('notify', paid)).toEqual({ status: 204, body: '' })
    expect((await kit.ours(order.outTradeNo)).payment.status).toBe(1)

    await app.inject({
      method: 'POST',
      url: '/boot/v1/dEsports/wxOrder/applyRefund',
      headers: { authorization: `Bearer ${token}` },
      payload: { orderId: order.id, refundReason: '不想要了' },
    })
    const outRefundNo = `RF${order.outTradeNo}`
    await kit.refundHeldAtWechat(order, outRefundNo)
    const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
    await startRefund(deps, payment!, { outRefundNo, reason: '退款申请已通过' })
    const refunded = await sdkNotification('REFUND.SUCCESS', 'refund', {
      mchid: merchant.mchid,
      out_trade_no: order.outTradeNo,
      transaction_id: `4200${order.outTradeNo}`,
      out_refund_no: outRefundNo,
      refund_id: `50${outRefundNo}`,
      refund_status: 'SUCCESS',
      success_time: '2026-11-24T10:05:00+08:00',
      user_received_account: '支付用户零钱',
      amount: {
        total: order.amount,
        refund: order.amount,
        payer_total: order.amount,
        payer_refund: order.amount,
      },
    })
    const forged = {
      ...refunded,
      headers: {
        ...refunded.headers,
        'Wechatpay-Signature': Rsa.sign('x', (await signerOfKind(db, 'public-key')).key),
      },
    }
    expect((await kit.deliver('refundNotify', forged)).status).toBe(401)
    expect((await kit.ours(order.outTradeNo)).refunds[0]?.status).toBe(0)
    expect(await kit.deliver('refundNotify', refunded)).toEqual({ status: 204, body: '' })
    const here = await kit.ours(order.outTradeNo)
    expect(here.refunds).toEqual([{ outRefundNo, amount: order.amount, status: 1 }])
    expect(here.order.status).toBe(4)
  })
})

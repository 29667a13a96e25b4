import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { payments } from '../../db/schema/index.ts'
import { clock } from '../../lib/clock.ts'
import { UNKNOWN_SERIAL_PAUSE_MS } from '../../lib/wechat/platform-keys.ts'
import { apiCaller } from '../../test/api-call.ts'
import { rotateCertificate } from '../wechat-sim/signing.ts'
import { refundNotifyUrl } from './refunds.ts'
import { reconcile, startRefund } from './service.ts'
import { paymentAppsInEachMode } from './testing.ts'

// The core payment tests, in each of WeChat Pay's key modes (public key, certificates, both).
const inEachMode = await paymentAppsInEachMode()

describe.each(inEachMode)('WeChat Pay signing with $mode', ({ mode, context, deps, kit }) => {
  const { app, database } = context
  const { db } = database
  const call = apiCaller(app)

  /** The payment is old enough for the reconciliation job to ask WeChat about it. */
  async function overdue(outTradeNo: string, expired = false) {
    await db
      .update(payments)
      .set({
        createdAt: sql`now() - interval '31 minutes'`,
        ...(expired ? { expiresAt: sql`now() - interval '1 minute'` } : {}),
      })
      .where(eq(payments.outTradeNo, outTradeNo))
  }

  it('paid at the cashier: the simulator’s own notification, signed with this mode’s key, confirms it', async () => {
    const { token } = await kit.customer()
    const order = await kit.placeOrder(token)
    expect(await kit.payAtCashier(order.outTradeNo)).toEqual({ err_msg: 'get_brand_wcpay_request:ok' })
    await vi.waitFor(async () => expect((await kit.ours(order.outTradeNo)).payment.status).toBe(1), {
      timeout: 5000,
    })
    expect((await kit.wechatSays(order.outTradeNo, [])).tradeState).toBe('SUCCESS')
  })

  it('accepts notifications only under the keys WeChat signs with in this mode', async () => {
    const { token } = await kit.customer()
    const order = await kit.placeOrder(token)
    await kit.paidAtWechat(order.outTradeNo)
    const byPublicKey = await kit.paymentNotification(order, 'public-key')
    const byCertificate = await kit.paymentNotification(order, 'certificate')
    const refused = { status: 401, body: expect.stringContaining('unknown serial') }
    if (mode === 'public-key') expect(await kit.deliver('notify', byCertificate)).toEqual(refused)
    if (mode === 'certificates') expect(await kit.deliver('notify', byPublicKey)).toEqual(refused)
    if (mode === 'both') expect(await kit.deliver('notify', byPublicKey)).toEqual({ status: 204, body: '' })
    const own = mode === 'public-key' ? byPublicKey : byCertificate
    expect(await kit.deliver('notify', own)).toEqual({ status: 204, body: '' })
    expect((await kit.ours(order.outTradeNo)).events.filter((kind) => kind === 'paid')).toHaveLength(1)
  })

  it.runIf(mode === 'public-key')(
    'repayAgain near expiry gets the same prepay from WeChat; past it, nothing the customer can pay',
    async () => {
      const { token } = await kit.customer()
      const order = await kit.placeOrder(token)
      const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
      const repay = () => call('GET', `/boot/v1/dEsports/wxOrder/repayAgain?orderId=${order.id}`, token)
      try {
        // Half a minute before time_expire: every parameter is the same, so WeChat answers the same prepay.
        clock.freeze(new Date(payment!.expiresAt.getTime() - 30_000))
        expect(await repay()).toMatchObject({
          code: 0,
          data: { package: `prepay_id=${payment!.prepayId}` },
        })
        clock.freeze(new Date(payment!.expiresAt.getTime() + 1000))
        expect(await kit.payAtCashier(order.outTradeNo)).toEqual({
          err_msg: 'get_brand_wcpay_request:fail',
          message: '该订单已过期，请重新下单',
        })
        expect(await repay()).toMatchObject({ code: 1 })
        expect((await kit.ours(order.outTradeNo)).payment.status).toBe(0)
      } finally {
        clock.release()
      }
    },
  )

  it.runIf(mode !== 'public-key')(
    'WeChat replaces its certificate: a notification under the new serial is accepted once downloaded',
    async () => {
      const { token } = await kit.customer()
      const order = await kit.placeOrder(token)
      // The client holds the current certificate (its first query downloaded the list).
      expect((await kit.wechatSays(order.outTradeNo, [])).tradeState).toBe('NOTPAY')
      const serial = await rotateCertificate(db)
      await kit.paidAtWechat(order.outTradeNo)
      // A minute on: an unknown serial downloads the list at most once a minute (forged serials
      // must not make us flood WeChat), and the test before sent one.
      clock.freeze(new Date(Date.now() + UNKNOWN_SERIAL_PAUSE_MS))
      try {
        const sent = await kit.paymentNotification(order, 'certificate')
        expect(sent.headers['Wechatpay-Serial']).toBe(serial)
        expect(await kit.deliver('notify', sent)).toEqual({ status: 204, body: '' })
        expect((await kit.ours(order.outTradeNo)).payment.status).toBe(1)
      } finally {
        clock.release()
      }
    },
  )

  describe('payment notifications', () => {
    it('15 copies at once: each answered 204 within WeChat’s 5 s, the order paid and points credited once', async () => {
      const { token } = await kit.customer()
      const order = await kit.placeOrder(token)
      await kit.paidAtWechat(order.outTradeNo)
      const sent = await kit.paymentNotification(order)
      // Each request carries a 5 s client timeout: a slower answer rejects here as an error.
      const answers = await Promise.all(Array.from({ length: 15 }, () => kit.deliver('notify', sent)))
      expect(answers).toEqual(Array(15).fill({ status: 204, body: '' }))
      const here = await kit.ours(order.outTradeNo)
      expect(here.order.status).toBe(1)
      expect(here.payment.status).toBe(1)
      expect(here.growthPoints).toBe(Math.floor(order.amount / 100))
      expect(here.events.filter((kind) => kind === 'paid')).toHaveLength(1)
    })
  })

  describe('a refund confirmed before its payment’s notification', () => {
    it('a refund made at WeChat outside the product, then the payment notification: refunded once, nothing credited', async () => {
      const { token } = await kit.customer()
      const order = await kit.placeOrder(token)
      const salesBefore = (await kit.ours(order.outTradeNo)).salesCount
      await kit.paidAtWechat(order.outTradeNo)
      // Staff refund it in the merchant platform before the payment's notification has reached us.
      const client = await app.wechatPay()
      const outRefundNo = `MP${order.outTradeNo}`
      await client.refund({
        outTradeNo: order.outTradeNo,
        outRefundNo,
        refundFen: order.amount,
        totalFen: order.amount,
        notifyUrl: refundNotifyUrl(deps),
      })
      await vi.waitFor(async () => expect((await kit.ours(order.outTradeNo)).refunds[0]?.status).toBe(1), {
        timeout: 5000,
      })

      const late = await kit.paymentNotification(order)
      expect(await kit.deliver('notify', late)).toEqual({ status: 204, body: '' })
      expect(await kit.deliver('notify', late)).toEqual({ status: 204, body: '' })
      await overdue(order.outTradeNo, true)
      await reconcile(deps)

      const here = await kit.expectRefundedAsWechatSays(order.outTradeNo, 4)
      expect(here.events).toEqual(['created', 'paid', 'refunded'])
      expect(here.salesCount).toBe(salesBefore)
    })

    it('a payment confirmed by query and refunded, then its own notification: refunded once, nothing credited twice', async () => {
      const { token } = await kit.customer()
      const order = await kit.placeOrder(token)
      const salesBefore = (await kit.ours(order.outTradeNo)).salesCount
      await kit.paidAtWechat(order.outTradeNo)
      await overdue(order.outTradeNo)
      await reconcile(deps)
      expect((await kit.ours(order.outTradeNo)).order.status).toBe(1)

      const applied = await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
        orderId: order.id,
        refundReason: '不想要了',
      })
      expect(applied).toMatchObject({ code: 0 })
      const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
      await startRefund(deps, payment!, { outRefundNo: `RF${order.outTradeNo}`, reason: '退款申请已通过' })
      await vi.waitFor(async () => expect((await kit.ours(order.outTradeNo)).order.status).toBe(4), {
        timeout: 5000,
      })

      // WeChat's retry of the payment notification arrives after the refund's.
      expect(await kit.deliver('notify', await kit.paymentNotification(order))).toEqual({
        status: 204,
        body: '',
      })
      const here = await kit.expectRefundedAsWechatSays(order.outTradeNo, 4)
      expect(here.events.filter((kind) => kind === 'paid')).toHaveLength(1)
      expect(here.events.filter((kind) => kind === 'refunded')).toHaveLength(1)
      expect(here.salesCount).toBe(salesBefore)
    })
  })

  describe('a payment that lands after close', () => {
    it('is refunded once, and the order, payment and refund end as WeChat’s query says', async () => {
      const { token } = await kit.customer()
      const order = await kit.placeOrder(token)
      const salesBefore = (await kit.ours(order.outTradeNo)).salesCount
      await overdue(order.outTradeNo, true)
      await reconcile(deps)
      expect((await kit.ours(order.outTradeNo)).order.status).toBe(2)
      expect((await kit.wechatSays(order.outTradeNo, [])).tradeState).toBe('CLOSED')

      // A payment WeChat reports anyway (a race at its side).
      await kit.paidAtWechat(order.outTradeNo)
      const late = await kit.paymentNotification(order)
      expect(await kit.deliver('notify', late)).toEqual({ status: 204, body: '' })
      expect(await kit.deliver('notify', late)).toEqual({ status: 204, body: '' })
      await vi.waitFor(async () => expect((await kit.ours(order.outTradeNo)).refunds[0]?.status).toBe(1), {
        timeout: 5000,
      })
      await reconcile(deps)

      // Paid then refunded at WeChat: here the payment is refunded, the order stays closed (never served).
      const here = await kit.expectRefundedAsWechatSays(order.outTradeNo, 2)
      expect(here.events).not.toContain('paid')
      expect(here.salesCount).toBe(salesBefore)
    })
  })
})

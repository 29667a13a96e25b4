import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { payments } from '../../db/schema/index.ts'
import { freePort } from '../../test/free-port.ts'
import { useTestApp } from '../../test/test-app.ts'
import { refundNotifyUrl } from './refunds.ts'
import { paymentDeps, reconcile, startRefund } from './service.ts'
import { paymentKit } from './testing.ts'

const port = await freePort()
const context = await useTestApp({ PORT: String(port), WECHAT_SIM_TIME_SCALE: '0.001' })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const deps = paymentDeps(app)
const kit = await paymentKit(context, port)

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

    const applied = await app.inject({
      method: 'POST',
      url: '/boot/v1/dEsports/wxOrder/applyRefund',
      headers: { authorization: `Bearer ${token}` },
      payload: { orderId: order.id, refundReason: '不想要了' },
    })
    expect(applied.json()).toMatchObject({ code: 0 })
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

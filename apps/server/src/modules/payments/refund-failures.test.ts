import type { OrderView } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { payments, refunds } from '../../db/schema/index.ts'
import { apiCaller } from '../../test/api-call.ts'
import { paidEffectsPending } from '../orders/testing.ts'
import { claimDueRefunds } from './repo.ts'
import { reconcile, startRefund } from './service.ts'
import { paymentAppsInEachMode } from './testing.ts'

// Refunds WeChat ends without paying back, in each of WeChat Pay's key modes.
const inEachMode = await paymentAppsInEachMode()

describe.each(inEachMode)('WeChat Pay signing with $mode', ({ context, deps, kit }) => {
  const { app, database } = context
  const { db } = database
  const call = apiCaller(app)

  /**
   * A paid order whose customer applied for a refund that finance approved: WeChat holds the refund as
   * processing, and the test decides how WeChat ends it.
   */
  async function refundUnderWay() {
    const { token } = await kit.customer()
    const order = await kit.placeOrder(token)
    await kit.paidAtWechat(order.outTradeNo)
    expect((await kit.deliver('notify', await kit.paymentNotification(order))).status).toBe(204)
    const applied = await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
      orderId: order.id,
      refundReason: '不想要了',
    })
    expect(applied).toMatchObject({ code: 0 })
    const outRefundNo = `RF${order.outTradeNo}`
    await kit.refundHeldAtWechat(order, outRefundNo)
    const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
    await startRefund(deps, payment!, { outRefundNo, reason: '退款申请已通过' })
    const before = await kit.ours(order.outTradeNo)
    expect(before.refunds).toEqual([{ outRefundNo, amount: order.amount, status: 0 }])
    return { token, order, outRefundNo, before }
  }

  async function customerSees(token: string, outTradeNo: string) {
    return (
      await call<OrderView>('GET', `/boot/v1/dEsports/wxOrder/orderDetails?outTradeNo=${outTradeNo}`, token)
    ).data
  }

  /** Nothing credited or taken back: the payment stays paid, and the order leaves "refund under way". */
  async function expectFailed(refund: Awaited<ReturnType<typeof refundUnderWay>>, reason: string) {
    const { token, order, outRefundNo, before } = refund
    const here = await kit.ours(order.outTradeNo)
    expect(here.refunds).toEqual([{ outRefundNo, amount: order.amount, status: 2 }])
    expect(here.payment.status).toBe(1)
    expect(here.order).toMatchObject({ status: 1, bizStatus: 0, refundStatus: 2, refuseRefundReason: reason })
    expect(here.growthPoints).toBe(before.growthPoints)
    expect(here.balance).toBe(before.balance)
    expect(here.balanceMoves).toBe(0)
    expect(here.salesCount).toBe(before.salesCount)
    expect(await customerSees(token, order.outTradeNo)).toMatchObject({
      status: 1,
      refundStatus: 2,
      refuseRefundReason: reason,
    })
  }

  describe('refunds WeChat does not complete', () => {
    it('ABNORMAL, found by the job’s query: marked failed, the customer told, nothing credited, no longer asked about', async () => {
      const refund = await refundUnderWay()
      await kit.wechatRefundEnds(refund.outRefundNo, 'ABNORMAL')
      await db
        .update(refunds)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(refunds.outRefundNo, refund.outRefundNo))
      await reconcile(deps)
      await expectFailed(refund, '微信退款异常，请联系客服处理')
      expect((await kit.wechatSays(refund.order.outTradeNo, [refund.outRefundNo])).refunds[0]?.status).toBe(
        'ABNORMAL',
      )

      // The job does not ask about it again, and running it again changes nothing.
      const asked = await claimDueRefunds(db, 60, 60, 50)
      expect(asked.map((row) => row.outRefundNo)).not.toContain(refund.outRefundNo)
      await reconcile(deps)
      await expectFailed(refund, '微信退款异常，请联系客服处理')
    })

    it('CLOSED, told by notification (twice): marked failed once; a later success still refunds it', async () => {
      const refund = await refundUnderWay()
      await kit.wechatRefundEnds(refund.outRefundNo, 'CLOSED')
      const closed = await kit.refundNotification('REFUND.CLOSED', refund.order, refund.outRefundNo)
      expect(await kit.deliver('refundNotify', closed)).toEqual({ status: 204, body: '' })
      expect(await kit.deliver('refundNotify', closed)).toEqual({ status: 204, body: '' })
      await expectFailed(refund, '微信退款已关闭，请联系客服处理')
      expect(
        (await kit.ours(refund.order.outTradeNo)).events.filter((kind) => kind === 'refund_refused'),
      ).toHaveLength(1)

      // Staff retry it in the merchant platform under the same number, and WeChat confirms it.
      const success = await kit.refundNotification('REFUND.SUCCESS', refund.order, refund.outRefundNo)
      expect(await kit.deliver('refundNotify', success)).toEqual({ status: 204, body: '' })
      const here = await kit.ours(refund.order.outTradeNo)
      expect(here.refunds).toEqual([
        { outRefundNo: refund.outRefundNo, amount: refund.order.amount, status: 1 },
      ])
      expect(here.payment.status).toBe(3)
      expect(here.order.status).toBe(4)
      expect(here.growthPoints).toBe(0)
    })
  })

  describe('refunds the simulated WeChat ends as ABNORMAL or CLOSED, with its own notification', () => {
    it.each([
      ['ABNORMAL', '微信退款异常，请联系客服处理'],
      ['CLOSED', '微信退款已关闭，请联系客服处理'],
    ] as const)(
      '%s: the refund is marked failed once, the customer told, nothing credited',
      async (outcome, reason) => {
        const { token } = await kit.customer()
        const order = await kit.placeOrder(token)
        // The payer's account will not take the money back (chosen at the cashier).
        expect(await kit.payAtCashier(order.outTradeNo, outcome)).toEqual({
          err_msg: 'get_brand_wcpay_request:ok',
        })
        // Paid, and what paying counts (growth points, sales) applied: `before` is taken after both.
        await vi.waitFor(
          async () => {
            expect((await kit.ours(order.outTradeNo)).payment.status).toBe(1)
            expect(await paidEffectsPending(db, order.outTradeNo)).toBe(false)
          },
          { timeout: 5000 },
        )
        const applied = await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
          orderId: order.id,
          refundReason: '不想要了',
        })
        expect(applied).toMatchObject({ code: 0 })
        const before = await kit.ours(order.outTradeNo)
        const outRefundNo = `RF${order.outTradeNo}`
        const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
        await startRefund(deps, payment!, { outRefundNo, reason: '退款申请已通过' })
        await vi.waitFor(async () => expect((await kit.ours(order.outTradeNo)).refunds[0]?.status).toBe(2), {
          timeout: 5000,
        })
        const there = await kit.wechatSays(order.outTradeNo, [outRefundNo])
        expect(there).toMatchObject({ tradeState: 'SUCCESS', refunds: [{ status: outcome }] })
        await expectFailed({ token, order, outRefundNo, before }, reason)
      },
    )
  })
})

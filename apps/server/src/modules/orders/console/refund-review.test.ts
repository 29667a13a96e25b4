import type { PayResult, ProductCard } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, orders, users } from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { freePort } from '../../../test/free-port.ts'
import { signInStaff } from '../../../test/staff-client.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { signInWechatCustomer } from '../../../test/wechat-customer.ts'
import { paidEffectsPending } from '../testing.ts'

const port = await freePort()
const context = await useTestApp({ PORT: String(port), WECHAT_SIM_TIME_SCALE: '0.001' })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database

const call = apiCaller(app)

let customerPhone = 13300000000
/** A WeChat customer with a paid order of the first on-sale product; answers token and order id. */
async function paidOrder() {
  const token = await signInWechatCustomer(context, port, String(++customerPhone))
  const product = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data.find(
    (item) => item.status === '0' && !item.title.includes('转盘'),
  )!
  const paid = await call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, {
    productId: product.id,
    gameId: 'acc-1',
    phone: '13800001111',
    gameRegion: '0',
    orderQuantity: 1,
    totalAmount: product.preferentialPrice,
  })
  await app.inject({
    method: 'POST',
    url: '/__wechat/pay/cashier',
    payload: { prepay_id: paid.data.package.replace('prepay_id=', ''), action: 'pay' },
  })
  const order = await vi.waitFor(
    async () => {
      const [row] = await db.select().from(orders).where(eq(orders.outTradeNo, paid.data.outTradeNo))
      // Paid, and what paying tells and counts applied (it follows the payment's commit).
      expect(row?.status).toBe(1)
      expect(await paidEffectsPending(db, paid.data.outTradeNo)).toBe(false)
      return row!
    },
    { timeout: 5000 },
  )
  return { token, order }
}

beforeAll(async () => {
  await seedDemoData(db)
})

describe('refund applications in the console', () => {
  it('finance approves: WeChat refunds, the order becomes 已退款 and the points go back', async () => {
    const finance = await signInStaff(context, 'finance')
    const { token, order } = await paidOrder()
    const [before] = await db.select().from(users).where(eq(users.id, order.userId))
    expect(before!.growthPoints).toBe(Math.floor(order.amount / 100))

    await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
      orderId: order.id,
      refundReason: '临时有事',
    })
    const pending = await finance.call<{ list: { orderId: number; refundReason: string }[] }>(
      'GET',
      '/boot/admin/refunds?status=pending',
    )
    expect(pending.body.data.list).toContainEqual(
      expect.objectContaining({ orderId: order.id, refundReason: '临时有事' }),
    )

    const approved = await finance.call('POST', `/boot/admin/refunds/${order.id}/approve`)
    expect(approved.body.code).toBe(0)
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
        expect(row!.status).toBe(4)
      },
      { timeout: 5000 },
    )
    const [after] = await db.select().from(users).where(eq(users.id, order.userId))
    expect(after!.growthPoints).toBe(0)
    const again = await finance.call('POST', `/boot/admin/refunds/${order.id}/approve`)
    expect(again.body.msg).toBe('该订单没有待处理的退款申请')
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)))
    expect(audit.map((row) => row.action)).toContain('approveRefund')
  })

  it('finance refuses with a reason the customer sees; support may look but not decide', async () => {
    const finance = await signInStaff(context, 'finance')
    const support = await signInStaff(context, 'support')
    const { token, order } = await paidOrder()
    await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
      orderId: order.id,
      refundReason: '不想要了',
    })

    expect((await support.call('GET', '/boot/admin/refunds')).body.code).toBe(0)
    expect((await support.call('POST', `/boot/admin/refunds/${order.id}/approve`)).status).toBe(403)
    expect(
      (await finance.call('POST', `/boot/admin/refunds/${order.id}/refuse`, { reason: ' ' })).body.msg,
    ).toBe('请填写拒绝理由')
    const refused = await finance.call('POST', `/boot/admin/refunds/${order.id}/refuse`, {
      reason: '打手已在路上',
    })
    expect(refused.body.code).toBe(0)

    const seen = await call<{ refundStatus: number; refuseRefundReason: string; status: number }>(
      'GET',
      `/boot/v1/dEsports/wxOrder/orderDetails?outTradeNo=${order.outTradeNo}`,
      token,
    )
    expect(seen.data).toMatchObject({ status: 1, refundStatus: 2, refuseRefundReason: '打手已在路上' })
  })
})

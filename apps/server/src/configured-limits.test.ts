import type { PayResult, ProductCard } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { orders, payments, rateLimits } from './db/schema/index.ts'
import { seedDemoData } from './db/seed.ts'
import { makeCustomer, makePaidOrder } from './modules/orders/testing.ts'
import { apiCaller } from './test/api-call.ts'
import { freePort } from './test/free-port.ts'
import { multipartFile, PNG_PIXEL } from './test/multipart.ts'
import { useTestApp } from './test/test-app.ts'
import { signInWechatCustomer } from './test/wechat-customer.ts'

/**
 * The customer limits of issue 18 follow their variables: each is set here far below its default
 * (10 unpaid orders, 10 prepay calls, 5 refund applications, 20 uploads) and holds at the new number.
 */

const port = await freePort()
const context = await useTestApp({
  PORT: String(port),
  WECHAT_SIM_TIME_SCALE: '0.001',
  LIMIT_UNPAID_ORDERS: '2',
  LIMIT_PREPAY_PER_MINUTE: '3',
  LIMIT_APPLY_REFUND_PER_MINUTE: '1',
  LIMIT_UPLOAD_PER_MINUTE: '2',
})
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const call = apiCaller(app)

let phone = 13400000000
let product: ProductCard

beforeAll(async () => {
  await seedDemoData(db)
  const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
  product = list.find((item) => item.status === '0' && !item.title.includes('转盘'))!
})

const payOrder = (token: string) =>
  call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, {
    productId: product.id,
    gameId: 'player-123',
    phone: '13800001111',
    gameRegion: '1',
    orderQuantity: 1,
    totalAmount: product.preferentialPrice,
  })

const nextMinute = () => db.update(rateLimits).set({ resetAt: new Date(0) })

async function ordersOf(token: string) {
  const me = await call<{ id: number }>('GET', '/boot/system/info', token)
  return db.select().from(orders).where(eq(orders.userId, me.data.id))
}

describe('limits set by the environment', () => {
  it('LIMIT_UNPAID_ORDERS=2: a third unpaid order or top-up is refused; paying one, or one expiring, frees a place', async () => {
    const token = await signInWechatCustomer(context, port, String(++phone))
    const first = await payOrder(token)
    expect(first.code).toBe(0)
    expect((await payOrder(token)).code).toBe(0)
    const refused = { status: 429, code: 1, msg: '未支付的订单过多，请先支付或等待订单关闭', data: null }
    expect(await payOrder(token)).toEqual(refused)
    expect(
      await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, { orderType: 3, total: '100' }),
    ).toEqual(refused)
    expect(await ordersOf(token)).toHaveLength(2)

    await app.inject({
      method: 'POST',
      url: '/__wechat/pay/cashier',
      payload: { prepay_id: first.data.package.replace('prepay_id=', ''), action: 'pay' },
    })
    await vi.waitFor(
      async () => {
        const [paid] = await db.select().from(orders).where(eq(orders.outTradeNo, first.data.outTradeNo))
        expect(paid!.status).toBe(1)
      },
      { timeout: 5000 },
    )
    expect((await payOrder(token)).code).toBe(0)
    expect(await payOrder(token)).toEqual(refused)

    // Unpaid past its 30 minutes (not yet closed by the job): it no longer holds a place.
    await nextMinute()
    const [waiting] = (await ordersOf(token)).filter((order) => order.status === 0)
    await db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.outTradeNo, waiting!.outTradeNo))
    expect((await payOrder(token)).code).toBe(0)
    expect(await ordersOf(token)).toHaveLength(4)
  })

  it('LIMIT_PREPAY_PER_MINUTE=3: the fourth prepay call in a minute is refused', async () => {
    const token = await signInWechatCustomer(context, port, String(++phone))
    const placed = await payOrder(token)
    const [order] = await ordersOf(token)
    expect(order!.outTradeNo).toBe(placed.data.outTradeNo)
    const repay = () => call('GET', `/boot/v1/dEsports/wxOrder/repayAgain?orderId=${order!.id}`, token)
    expect((await repay()).code).toBe(0)
    expect((await repay()).code).toBe(0)
    expect(await repay()).toEqual({ status: 429, code: 1, msg: '支付请求过于频繁，请稍后再试', data: null })
  })

  it('LIMIT_APPLY_REFUND_PER_MINUTE=1: the second refund application in a minute is refused', async () => {
    const customer = await makeCustomer(db)
    const [one, two] = [await makePaidOrder(db, customer.userId), await makePaidOrder(db, customer.userId)]
    const apply = (orderId: number) =>
      call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', customer.token, {
        orderId,
        refundReason: '不要了',
      })
    expect((await apply(one!.id)).code).toBe(0)
    expect(await apply(two!.id)).toEqual({
      status: 429,
      code: 1,
      msg: '退款申请过于频繁，请稍后再试',
      data: null,
    })
  })

  it('LIMIT_UPLOAD_PER_MINUTE=2: the third upload in a minute is refused', async () => {
    const { token } = await makeCustomer(db)
    const upload = () => {
      const { payload, headers } = multipartFile('file', 'me.png', 'image/png', PNG_PIXEL)
      return call('POST', '/boot/system/fileInfo/upload', token, payload, { headers })
    }
    expect(await upload()).toMatchObject({ status: 200, code: 0 })
    expect(await upload()).toMatchObject({ status: 200, code: 0 })
    expect(await upload()).toEqual({ status: 429, code: 1, msg: '上传过于频繁，请稍后再试', data: null })
  })
})

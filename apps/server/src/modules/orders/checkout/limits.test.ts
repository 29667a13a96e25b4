import type { PayResult, ProductCard } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, payments, rateLimits, users, wechatSimTransactions } from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { freePort } from '../../../test/free-port.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { signInWechatCustomer } from '../../../test/wechat-customer.ts'
import { moveBalance } from '../../wallet/balance.ts'
import { makeCustomer, makePaidOrder } from '../testing.ts'

/** The limits at their defaults (10 unpaid orders, 10 prepay calls and 5 refund applications a minute). */

const port = await freePort()
const context = await useTestApp({ PORT: String(port) })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const call = apiCaller(app)

const UNPAID = '未支付的订单过多，请先支付或等待订单关闭'
const PREPAY = '支付请求过于频繁，请稍后再试'
const REFUND = '退款申请过于频繁，请稍后再试'

let phone = 13300000000
const wechatCustomer = async () => {
  const token = await signInWechatCustomer(context, port, String(++phone))
  const me = await call<{ id: number }>('GET', '/boot/system/info', token)
  return { token, userId: me.data.id }
}

let product: ProductCard

beforeAll(async () => {
  await seedDemoData(db)
  const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
  product = list.find((item) => item.status === '0' && !item.title.includes('转盘'))!
})

const payOrder = (token: string, payMethod?: 'balance') =>
  call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, {
    productId: product.id,
    gameId: 'player-123',
    phone: '13800001111',
    gameRegion: '1',
    orderQuantity: 1,
    totalAmount: product.preferentialPrice,
    ...(payMethod ? { payMethod } : {}),
  })

/** What the customer has recorded: orders, payments, and transactions opened at WeChat. */
async function recorded(userId: number) {
  const mine = await db.select().from(payments).where(eq(payments.userId, userId))
  const atWechat = await db
    .select({ outTradeNo: wechatSimTransactions.outTradeNo })
    .from(wechatSimTransactions)
  const outTradeNos = new Set(mine.map((payment) => payment.outTradeNo))
  return {
    orders: (await db.select().from(orders).where(eq(orders.userId, userId))).length,
    payments: mine.length,
    atWechat: atWechat.filter((row) => outTradeNos.has(row.outTradeNo)).length,
  }
}

/** A minute passes for every counter. */
const nextMinute = () => db.update(rateLimits).set({ resetAt: new Date(0) })

describe('unpaid orders', () => {
  it('dozens of WeChat orders at once from one customer: ten are made, the rest refused with 429 and nothing recorded', async () => {
    const { token, userId } = await wechatCustomer()
    const answers = await Promise.all(Array.from({ length: 30 }, () => payOrder(token)))

    expect(answers.filter((answer) => answer.status === 200 && answer.code === 0)).toHaveLength(10)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused).toHaveLength(20)
    for (const answer of refused) expect(answer).toEqual({ status: 429, code: 1, msg: UNPAID, data: null })
    expect(await recorded(userId)).toEqual({ orders: 10, payments: 10, atWechat: 10 })

    // Still refused a minute later: the limit is on unpaid orders held, not on a rate.
    await nextMinute()
    expect(await payOrder(token)).toMatchObject({ status: 429, msg: UNPAID })
    const topUp = await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, {
      orderType: 3,
      total: '100',
    })
    expect(topUp).toEqual({ status: 429, code: 1, msg: UNPAID, data: null })
    expect(await recorded(userId)).toEqual({ orders: 10, payments: 10, atWechat: 10 })
  })

  it('an order paid from the balance is neither unpaid nor asked of WeChat: it is taken at the limit', async () => {
    const { token, userId } = await wechatCustomer()
    await db.transaction((tx) => moveBalance(tx, userId, 1_000_000, 'topup', `BLLIMIT${userId}`))
    for (let i = 0; i < 10; i++) expect((await payOrder(token)).code).toBe(0)
    expect((await payOrder(token)).status).toBe(429)

    const byBalance = await payOrder(token, 'balance')
    expect(byBalance).toMatchObject({ status: 200, code: 0, data: { paidByBalance: true } })
    const [me] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId))
    expect(me!.balance).toBe(1_000_000 - product.preferentialPrice)
  })
})

describe('prepay calls', () => {
  it('the eleventh in a minute is refused, whether payOrder, repayAgain or a top-up, and records nothing', async () => {
    const { token, userId } = await wechatCustomer()
    const first = await payOrder(token)
    expect(first.code).toBe(0)
    const [order] = await db.select().from(orders).where(eq(orders.outTradeNo, first.data.outTradeNo))
    const repay = () =>
      call<PayResult>('GET', `/boot/v1/dEsports/wxOrder/repayAgain?orderId=${order!.id}`, token)
    for (let i = 0; i < 9; i++) expect((await repay()).code).toBe(0)

    const again = await Promise.all(Array.from({ length: 20 }, () => repay()))
    for (const answer of again) expect(answer).toEqual({ status: 429, code: 1, msg: PREPAY, data: null })
    expect(await payOrder(token)).toEqual({ status: 429, code: 1, msg: PREPAY, data: null })
    const topUp = await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, {
      orderType: 3,
      total: '100',
    })
    expect(topUp).toEqual({ status: 429, code: 1, msg: PREPAY, data: null })
    expect(await recorded(userId)).toEqual({ orders: 1, payments: 1, atWechat: 1 })

    // Another customer is not held back by this one.
    expect((await payOrder((await wechatCustomer()).token)).code).toBe(0)

    await nextMinute()
    expect((await repay()).code).toBe(0)
    expect((await payOrder(token)).code).toBe(0)
    expect(await recorded(userId)).toEqual({ orders: 2, payments: 2, atWechat: 2 })
  })
})

describe('refund applications', () => {
  it('the sixth in a minute is refused with 429 and leaves its order untouched', async () => {
    const customer = await makeCustomer(db)
    const paid = await Promise.all(Array.from({ length: 8 }, () => makePaidOrder(db, customer.userId)))
    const apply = (orderId: number) =>
      call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', customer.token, {
        orderId,
        refundReason: '不想要了',
      })

    for (const order of paid.slice(0, 5)) expect((await apply(order.id)).code).toBe(0)
    for (const order of paid.slice(5)) {
      expect(await apply(order.id)).toEqual({ status: 429, code: 1, msg: REFUND, data: null })
    }
    const states = await db
      .select({ id: orders.id, refundStatus: orders.refundStatus })
      .from(orders)
      .where(eq(orders.userId, customer.userId))
    expect(states.filter((order) => order.refundStatus === 1)).toHaveLength(5)

    await nextMinute()
    expect((await apply(paid[5]!.id)).code).toBe(0)
  })
})

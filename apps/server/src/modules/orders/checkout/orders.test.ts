import type { OrderView, PayResult, ProductCard } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  balanceRecords,
  orderReviews,
  orders,
  payments,
  products,
  refunds,
  users,
  wechatSimTransactions,
} from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { simulatorKeys } from '../../../lib/wechat/keys.ts'
import { encryptResource } from '../../../lib/wechat/pay-crypto.ts'
import { type ApiAnswer, apiCaller } from '../../../test/api-call.ts'
import { freePort } from '../../../test/free-port.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { signInWechatCustomer } from '../../../test/wechat-customer.ts'
import { publishSales } from '../../catalogue/service.ts'
import { paymentDeps, reconcile, startRefund } from '../../payments/service.ts'
import { notificationHeaders } from '../../wechat-sim/signing.ts'

const port = await freePort()
const context = await useTestApp({ PORT: String(port), WECHAT_SIM_TIME_SCALE: '0.001' })
const { app, database, config } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const deps = paymentDeps(app)

const call = apiCaller(app)

let phoneSeq = 13600000000
const wechatCustomer = () => signInWechatCustomer(context, port, String(++phoneSeq))

let product: ProductCard
let soldOut: ProductCard

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    productId: product.id,
    gameId: 'player-123',
    textId: '',
    phone: '13800001111',
    gameRegion: '1',
    orderQuantity: 2,
    orderRemarks: '晚上八点后',
    totalAmount: product.preferentialPrice * 2,
    ...overrides,
  }
}

async function pay(token: string, body = orderBody()) {
  const answer = await call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, body)
  expect(answer.code).toBe(0)
  return answer.data
}

async function cashier(prepayPackage: string, action: 'pay' | 'cancel' | 'fail' = 'pay') {
  const response = await app.inject({
    method: 'POST',
    url: '/__wechat/pay/cashier',
    payload: { prepay_id: prepayPackage.replace('prepay_id=', ''), action },
  })
  return response.json() as { err_msg: string }
}

async function orderOf(outTradeNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
  return row!
}

async function pointsOf(token: string) {
  const me = await call<{ id: number }>('GET', '/boot/system/info', token)
  const [row] = await db.select().from(users).where(eq(users.id, me.data.id))
  return row!
}

/** A TRANSACTION.SUCCESS notification as WeChat would send it, signed and encrypted. */
async function paymentNotification(
  outTradeNo: string,
  total: number,
  overrides: Record<string, unknown> = {},
) {
  const keys = await simulatorKeys(db)
  const body = JSON.stringify({
    id: `EV-${outTradeNo}`,
    create_time: '2026-11-21T20:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptResource(
      keys.apiV3Key,
      'transaction',
      JSON.stringify({
        appid: config.wechat.appId,
        mchid: config.wechat.mchId,
        out_trade_no: outTradeNo,
        transaction_id: `4200${outTradeNo}`,
        trade_type: 'JSAPI',
        trade_state: 'SUCCESS',
        success_time: '2026-11-21T20:00:00+08:00',
        payer: { openid: 'o-test' },
        amount: { total, payer_total: total, currency: 'CNY' },
        ...overrides,
      }),
    ),
  })
  return {
    body,
    headers: { 'content-type': 'application/json', ...(await notificationHeaders(db, config, body)) },
  }
}

function notify(notification: { body: string; headers: Record<string, string> }) {
  return app.inject({
    method: 'POST',
    url: '/boot/wxPay/notify',
    payload: notification.body,
    headers: notification.headers,
  })
}

beforeAll(async () => {
  await seedDemoData(db)
  const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
  product = list.find((item) => item.status === '0' && !item.title.includes('转盘'))!
  soldOut = list.find((item) => item.status !== '0')!
})

describe('payOrder', () => {
  it('validates in the spec’s order with its messages and creates nothing', async () => {
    const token = await wechatCustomer()
    const cases: [Record<string, unknown>, string][] = [
      [{ gameId: '' }, '请输入游戏ID'],
      [{ phone: '' }, '请输入手机号码'],
      [{ gameRegion: '' }, '请选择游戏区服'],
      [{ orderQuantity: 0 }, '购买数量为1-99'],
      [{ orderQuantity: 100 }, '购买数量为1-99'],
      [{ totalAmount: 1 }, '商品价格已变动，请刷新后重新下单'],
      [{ productId: soldOut.id, totalAmount: soldOut.preferentialPrice * 2 }, '商品已售罄'],
      [{ productId: 999999 }, '商品不存在或已下架'],
    ]
    for (const [overrides, message] of cases) {
      const answer = await call('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, orderBody(overrides))
      expect(answer).toMatchObject({ code: 1, msg: message })
    }
    expect((await db.select().from(orders)).length).toBe(0)
    expect((await db.select().from(payments)).length).toBe(0)
  })

  it('needs WeChat to pay: an h5 account is told to open it in WeChat', async () => {
    const registered = await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
      phone: '13511112222',
      password: 'secret123',
    })
    const answer = await call(
      'POST',
      '/boot/v1/dEsports/wxOrder/payOrder',
      registered.data.token,
      orderBody(),
    )
    expect(answer).toMatchObject({ code: 1, msg: '请在微信中打开完成支付' })
  })

  it('creates the order, pays in the cashier, and the notification marks it paid once', async () => {
    const token = await wechatCustomer()
    const params = await pay(token)
    expect(params).toMatchObject({ signType: 'RSA', modeType: '0' })
    expect(params.package).toMatch(/^prepay_id=wx/)
    const unpaid = await call<OrderView[]>('GET', '/boot/v1/dEsports/wxOrder/myOrderList?status=0', token)
    expect(unpaid.data.map((order) => order.outTradeNo)).toEqual([params.outTradeNo])
    expect(unpaid.data[0]).toMatchObject({
      status: 0,
      amount: product.preferentialPrice * 2,
      gameId: 'player-123',
    })

    expect(await cashier(params.package)).toEqual({ err_msg: 'get_brand_wcpay_request:ok' })
    await vi.waitFor(async () => expect((await orderOf(params.outTradeNo)).status).toBe(1), { timeout: 5000 })

    const order = await orderOf(params.outTradeNo)
    expect(order.workerAmount).toBe(Math.floor((order.amount * 80) / 100))
    // The points follow the payment's commit (after-paid.ts), before WeChat is answered.
    await vi.waitFor(
      async () => expect((await pointsOf(token)).growthPoints).toBe(Math.floor(order.amount / 100)),
      { timeout: 5000 },
    )
    const counts = await call<Record<string, number>>(
      'GET',
      '/boot/v1/dEsports/user/userOrderMineData',
      token,
    )
    expect(counts.data.待接单).toBe(1)
    // The shown sales catch up when the job publishes them.
    await publishSales(db)
    const shown = await call<ProductCard>(
      'GET',
      `/boot/v1/dEsports/public/productDetails?productId=${product.id}`,
    )
    expect(shown.data.salesVolume).toBe(product.salesVolume + 2)

    const again = await call('GET', `/boot/v1/dEsports/wxOrder/repayAgain?orderId=${order.id}`, token)
    expect(again).toMatchObject({ code: 1, msg: '订单已支付或已关闭' })
  })
})

describe('payment notifications', () => {
  it('15 copies at once change the order once and credit points once; every answer is 204', async () => {
    const token = await wechatCustomer()
    const params = await pay(token)
    const order = await orderOf(params.outTradeNo)
    const notification = await paymentNotification(params.outTradeNo, order.amount)
    const answers = await Promise.all(Array.from({ length: 15 }, () => notify(notification)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(15).fill(204))
    expect(answers.every((answer) => answer.body === '')).toBe(true)
    expect((await orderOf(params.outTradeNo)).status).toBe(1)
    expect((await pointsOf(token)).growthPoints).toBe(Math.floor(order.amount / 100))
  })

  it('refuses a tampered, stale, wrongly encrypted or wrong-amount notification and changes nothing', async () => {
    const token = await wechatCustomer()
    const params = await pay(token)
    const order = await orderOf(params.outTradeNo)
    const good = await paymentNotification(params.outTradeNo, order.amount)

    const tampered = await notify({ ...good, body: good.body.replace('支付成功', '支付完成') })
    expect(tampered.statusCode).toBe(401)
    expect(tampered.json()).toMatchObject({ code: 'FAIL' })

    const stale = {
      ...good,
      headers: { ...good.headers, 'Wechatpay-Timestamp': String(Math.floor(Date.now() / 1000) - 600) },
    }
    expect((await notify(stale)).statusCode).toBe(401)

    const wrongAmount = await paymentNotification(params.outTradeNo, order.amount - 1)
    expect((await notify(wrongAmount)).statusCode).toBe(400)
    const otherMerchant = await paymentNotification(params.outTradeNo, order.amount, { mchid: '1999999999' })
    expect((await notify(otherMerchant)).statusCode).toBe(400)

    expect((await orderOf(params.outTradeNo)).status).toBe(0)
    expect((await pointsOf(token)).growthPoints).toBe(0)
  })
})

describe('reconciliation', () => {
  it('finds a payment whose notification never came', async () => {
    const token = await wechatCustomer()
    const params = await pay(token)
    // WeChat took the money but its notification was lost.
    await db
      .update(wechatSimTransactions)
      .set({ tradeState: 'SUCCESS', transactionId: '4200lost', successTime: new Date() })
      .where(eq(wechatSimTransactions.outTradeNo, params.outTradeNo))
    await db
      .update(payments)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(payments.outTradeNo, params.outTradeNo))
    await reconcile(deps)
    expect((await orderOf(params.outTradeNo)).status).toBe(1)
  })

  it('closes an expired unpaid order here and at WeChat, and refunds a payment that lands on it later', async () => {
    const token = await wechatCustomer()
    const params = await pay(token)
    await db
      .update(payments)
      .set({ createdAt: sql`now() - interval '31 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(payments.outTradeNo, params.outTradeNo))
    await reconcile(deps)
    const closed = await orderOf(params.outTradeNo)
    expect(closed.status).toBe(2)
    const [atWechat] = await db
      .select()
      .from(wechatSimTransactions)
      .where(eq(wechatSimTransactions.outTradeNo, params.outTradeNo))
    expect(atWechat!.tradeState).toBe('CLOSED')
    expect((await cashier(params.package)).err_msg).toBe('get_brand_wcpay_request:fail')

    // A payment WeChat reports anyway (a race at its side) is refunded, and the order stays closed.
    await db
      .update(wechatSimTransactions)
      .set({ tradeState: 'SUCCESS' })
      .where(eq(wechatSimTransactions.outTradeNo, params.outTradeNo))
    const late = await paymentNotification(params.outTradeNo, closed.amount)
    expect((await notify(late)).statusCode).toBe(204)
    expect((await notify(late)).statusCode).toBe(204)
    await vi.waitFor(
      async () => {
        const [refund] = await db.select().from(refunds).where(eq(refunds.outTradeNo, params.outTradeNo))
        expect(refund?.status).toBe(1)
      },
      { timeout: 5000 },
    )
    expect((await db.select().from(refunds).where(eq(refunds.outTradeNo, params.outTradeNo))).length).toBe(1)
    expect((await orderOf(params.outTradeNo)).status).toBe(2)
    const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, params.outTradeNo))
    expect(payment!.status).toBe(3)
  })
})

describe('refund applications', () => {
  it('only a paid order not yet taken, once, with a reason', async () => {
    const token = await wechatCustomer()
    const params = await pay(token)
    const order = await orderOf(params.outTradeNo)
    const early = await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
      orderId: order.id,
      refundReason: '不想要了',
    })
    expect(early).toMatchObject({ code: 1, msg: '当前订单状态不可申请退款' })

    await notify(await paymentNotification(params.outTradeNo, order.amount))
    const noReason = await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
      orderId: order.id,
      refundReason: ' ',
    })
    expect(noReason.msg).toBe('请填写退款理由')
    const applied = await call<OrderView>('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
      orderId: order.id,
      refundReason: '不想要了',
    })
    expect(applied).toMatchObject({ code: 0, msg: '退款申请提交成功' })
    expect(applied.data).toMatchObject({ refundStatus: 1, refundReason: '不想要了' })
    const twice = await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
      orderId: order.id,
      refundReason: '再来',
    })
    expect(twice.msg).toBe('当前订单状态不可申请退款')

    const stranger = await wechatCustomer()
    const foreign = await call(
      'GET',
      `/boot/v1/dEsports/wxOrder/orderDetails?outTradeNo=${params.outTradeNo}`,
      stranger,
    )
    expect(foreign).toMatchObject({ code: 1, msg: '订单不存在' })
  })

  it('the 退款/售后 count and the refund tab hold the same orders: applied for, refused or refunded', async () => {
    const token = await wechatCustomer()
    const paidOrder = async () => {
      const params = await pay(token)
      const order = await orderOf(params.outTradeNo)
      await notify(await paymentNotification(params.outTradeNo, order.amount))
      return order
    }
    const applied = await paidOrder()
    const refused = await paidOrder()
    const refunded = await paidOrder()
    const untouched = await paidOrder()
    const unpaid = await orderOf((await pay(token)).outTradeNo)
    for (const order of [applied, refused]) {
      const answer = await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
        orderId: order.id,
        refundReason: '临时有事',
      })
      expect(answer.code).toBe(0)
    }
    await db
      .update(orders)
      .set({ refundStatus: 2, refuseRefundReason: '打手已在路上' })
      .where(eq(orders.id, refused.id))
    await db.update(orders).set({ status: 4 }).where(eq(orders.id, refunded.id))

    const listed = async (status: string) =>
      (await call<OrderView[]>('GET', `/boot/v1/dEsports/wxOrder/myOrderList?status=${status}`, token)).data
        .map((order) => order.id)
        .sort((a, b) => a - b)
    const counts = await call<Record<string, number>>(
      'GET',
      '/boot/v1/dEsports/user/userOrderMineData',
      token,
    )

    const refundTab = await listed('refund')
    expect(refundTab).toEqual([applied.id, refused.id, refunded.id].sort((a, b) => a - b))
    expect(counts.data['退款/售后']).toBe(refundTab.length)
    expect(refundTab).not.toContain(untouched.id)
    expect(refundTab).not.toContain(unpaid.id)
    // The spec's own tabs keep their meaning: refunded is status 4, paid is status 1.
    expect(await listed('4')).toEqual([refunded.id])
    expect(await listed('1')).toEqual([applied.id, refused.id, untouched.id].sort((a, b) => a - b))
  })
})

describe('the order list', () => {
  it('shows each order exactly as its details do: times, money, the lottery, the proof, the stars', async () => {
    const token = await wechatCustomer()
    const params = await pay(token)
    const order = await orderOf(params.outTradeNo)
    await notify(await paymentNotification(params.outTradeNo, order.amount))
    await db
      .update(orders)
      .set({
        bizStatus: 3,
        workerName: '阿强',
        attachment: '/uploads/a.png,/uploads/b.png',
        lotteryResults: { '1': '皮肤', '10': '{"name":"头像框"}', '2': '' },
        completedAt: new Date('2026-11-20T08:09:10.123Z'),
        // The last millisecond of a Shanghai day: the second is cut, never rounded into the next day.
        createdAt: new Date('2026-11-19T15:59:59.999Z'),
        splitRefund: 1,
        refundReason: '引号"和\\反斜杠',
        orderRemarks: '第一行\n第二行\t制表 </script> 😀 \u2028',
      })
      .where(eq(orders.id, order.id))
    await db
      .insert(orderReviews)
      .values({ orderId: order.id, workerId: order.userId, userId: order.userId, stars: 4 })
    // A second order, unpaid and never completed, newer than the first.
    const unpaid = await orderOf((await pay(token)).outTradeNo)

    // Read as it is sent, not through apiCaller: the answer's content type is part of what is checked.
    const answer = await app.inject({
      method: 'GET',
      url: '/boot/v1/dEsports/wxOrder/myOrderList?status=all',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    const { code, msg, data: list } = answer.json() as Omit<ApiAnswer<OrderView[]>, 'status'>
    expect({ code, msg }).toEqual({ code: 0, msg: '操作成功' })
    expect(list.map((listed) => listed.id)).toEqual([unpaid.id, order.id])
    for (const listed of list) {
      const details = await call<OrderView>(
        'GET',
        `/boot/v1/dEsports/wxOrder/orderDetails?outTradeNo=${listed.outTradeNo}`,
        token,
      )
      expect(listed).toEqual(details.data)
      // The same fields in the same order, as a client reading the text would see them.
      expect(Object.keys(listed)).toEqual(Object.keys(details.data))
    }
    expect(list[1]).toMatchObject({
      createTime: '2026-11-19 23:59:59',
      completeTime: '2026-11-20 16:09:10',
      amount: order.amount,
      lotteryResults: { '1': '皮肤', '10': '{"name":"头像框"}', '2': '' },
      reviewStars: 4,
      refundReason: '引号"和\\反斜杠',
      orderRemarks: '第一行\n第二行\t制表 </script> 😀 \u2028',
    })
    expect(list[0]).toMatchObject({ status: 0, completeTime: '', reviewStars: 0 })
  })

  it('a list read again shows every change made since, by this process or another', async () => {
    const token = await wechatCustomer()
    const list = async (status = 'all') =>
      (await call<OrderView[]>('GET', `/boot/v1/dEsports/wxOrder/myOrderList?status=${status}`, token)).data
    const first = await orderOf((await pay(token)).outTradeNo)
    expect((await list()).map((order) => order.status)).toEqual([0])
    // Read again unchanged: the same list.
    expect((await list()).map((order) => [order.id, order.status])).toEqual([[first.id, 0]])

    // Written straight to the database, as another server process would.
    await db.update(orders).set({ status: 1, workerName: '打手甲' }).where(eq(orders.id, first.id))
    expect(await list()).toMatchObject([{ id: first.id, status: 1, workerUserIdNickName: '打手甲' }])
    await db
      .insert(orderReviews)
      .values({ orderId: first.id, workerId: first.userId, userId: first.userId, stars: 5 })
    expect(await list()).toMatchObject([{ id: first.id, reviewStars: 5 }])
    await db.update(orderReviews).set({ stars: 3 }).where(eq(orderReviews.orderId, first.id))
    expect(await list()).toMatchObject([{ id: first.id, reviewStars: 3 }])
    await db.delete(orderReviews).where(eq(orderReviews.orderId, first.id))
    expect(await list()).toMatchObject([{ id: first.id, reviewStars: 0 }])

    // A new order joins the list; one that leaves a tab leaves it.
    const second = await orderOf((await pay(token)).outTradeNo)
    expect((await list()).map((order) => order.id)).toEqual([second.id, first.id])
    expect((await list('0')).map((order) => order.id)).toEqual([second.id])
    await db.update(orders).set({ status: 2 }).where(eq(orders.id, second.id))
    expect(await list('0')).toEqual([])
    // A change undone by a later write is a change too: the row is another version.
    await db.update(orders).set({ status: 0 }).where(eq(orders.id, second.id))
    expect((await list('0')).map((order) => order.id)).toEqual([second.id])

    // Another customer's list, never this one's.
    const other = await wechatCustomer()
    const theirs = await call<OrderView[]>('GET', '/boot/v1/dEsports/wxOrder/myOrderList?status=all', other)
    expect(theirs.data).toEqual([])
  })

  it('a tab shows only its orders, and a customer with none gets an empty list', async () => {
    const token = await wechatCustomer()
    const empty = await call<OrderView[]>('GET', '/boot/v1/dEsports/wxOrder/myOrderList?status=1', token)
    expect(empty).toEqual({ status: 200, code: 0, msg: '操作成功', data: [] })
    const params = await pay(token)
    const order = await orderOf(params.outTradeNo)
    for (const [status, expected] of [
      ['0', [order.id]],
      ['1', []],
      ['refund', []],
      ['all', [order.id]],
    ] as const) {
      const listed = await call<OrderView[]>(
        'GET',
        `/boot/v1/dEsports/wxOrder/myOrderList?status=${status}`,
        token,
      )
      expect(listed.data.map((o) => o.id)).toEqual(expected)
    }
  })
})

describe('balance top-up', () => {
  it('credits the balance only when the payment is confirmed, once', async () => {
    const token = await wechatCustomer()
    const invalid = await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, {
      orderType: 3,
      total: '0.5',
    })
    expect(invalid.msg).toBe('请输入有效的充值金额（1-10000元）')
    const created = await call<PayResult>('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, {
      orderType: 3,
      total: '100',
    })
    expect(created.code).toBe(0)
    expect((await pointsOf(token)).balance).toBe(0)
    await cashier(created.data.package)
    await vi.waitFor(async () => expect((await pointsOf(token)).balance).toBe(10000), { timeout: 5000 })
    await notify(await paymentNotification(created.data.outTradeNo, 10000))
    expect((await pointsOf(token)).balance).toBe(10000)

    const deposit = await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, {
      orderType: 1,
      total: '100',
    })
    expect(deposit.msg).toBe('请先成为打手后再缴纳')
  })
})

describe('sold-out products stay out of orders', () => {
  it('a product marked sold out after listing cannot be bought', async () => {
    const token = await wechatCustomer()
    await db.update(products).set({ status: '1' }).where(eq(products.id, product.id))
    const answer = await call('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, orderBody())
    expect(answer.msg).toBe('商品已售罄')
    await db.update(products).set({ status: '0' }).where(eq(products.id, product.id))
  })
})

describe('paying from the balance', () => {
  it('refuses when the balance does not cover the total and changes nothing', async () => {
    const token = await wechatCustomer()
    const ordersBefore = (await db.select().from(orders)).length
    const answer = await call(
      'POST',
      '/boot/v1/dEsports/wxOrder/payOrder',
      token,
      orderBody({ payMethod: 'balance' }),
    )
    expect(answer).toMatchObject({ code: 1, msg: '余额不足，请使用微信支付' })
    expect((await db.select().from(orders)).length).toBe(ordersBefore)
    expect((await pointsOf(token)).balance).toBe(0)
  })

  it('pays at once in one transaction, and a refund goes back to the balance', async () => {
    const token = await wechatCustomer()
    const me = await pointsOf(token)
    const total = product.preferentialPrice * 2
    await db
      .update(users)
      .set({ balance: total + 500 })
      .where(eq(users.id, me.id))
    await database.changes.flush()

    const paid = await call<PayResult>(
      'POST',
      '/boot/v1/dEsports/wxOrder/payOrder',
      token,
      orderBody({ payMethod: 'balance' }),
    )
    expect(paid.data).toMatchObject({ paidByBalance: true, package: '' })
    const order = await orderOf(paid.data.outTradeNo)
    expect(order.status).toBe(1)
    expect((await pointsOf(token)).balance).toBe(500)
    const records = await db.select().from(balanceRecords).where(eq(balanceRecords.userId, me.id))
    expect(records.map((record) => [record.kind, record.amount, record.balanceAfter])).toEqual([
      ['order', -total, 500],
    ])

    const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
    await startRefund(deps, payment!, { outRefundNo: `RF${order.outTradeNo}`, reason: '测试' })
    await startRefund(deps, payment!, { outRefundNo: `RF${order.outTradeNo}`, reason: '测试' })
    expect((await orderOf(order.outTradeNo)).status).toBe(4)
    expect((await pointsOf(token)).balance).toBe(total + 500)
    expect((await pointsOf(token)).growthPoints).toBe(0)
  })
})

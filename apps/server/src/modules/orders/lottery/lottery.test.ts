import type { AdminOrderDetail, AdminRefundList, OrderView, PayResult, ProductCard } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { orderEvents, orders } from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { freePort } from '../../../test/free-port.ts'
import { signInStaff } from '../../../test/staff-client.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { signInWechatCustomer } from '../../../test/wechat-customer.ts'
import { paidEffectsPending } from '../testing.ts'
import { type Prize, pickPrize } from './lottery-draw.ts'

const port = await freePort()
const context = await useTestApp({ PORT: String(port), WECHAT_SIM_TIME_SCALE: '0.001' })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database

const call = apiCaller(app)

let phone = 13200000000
const wechatCustomer = () => signInWechatCustomer(context, port, String(++phone))

let lotteryProduct: ProductCard

/** Buys `quantity` of the lottery product and pays; answers the paid order. */
async function paidLotteryOrder(token: string, quantity = 1) {
  const paid = await call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, {
    productId: lotteryProduct.id,
    gameId: 'acc',
    phone: '13800001111',
    gameRegion: '0',
    orderQuantity: quantity,
    totalAmount: lotteryProduct.preferentialPrice * quantity,
  })
  expect(paid.data.modeType).toBe('1')
  await app.inject({
    method: 'POST',
    url: '/__wechat/pay/cashier',
    payload: { prepay_id: paid.data.package.replace('prepay_id=', ''), action: 'pay' },
  })
  return vi.waitFor(
    async () => {
      const [row] = await db.select().from(orders).where(eq(orders.outTradeNo, paid.data.outTradeNo))
      // Paid, and what paying tells and counts applied (it follows the payment's commit).
      expect(row?.status).toBe(1)
      expect(await paidEffectsPending(db, paid.data.outTradeNo)).toBe(false)
      return row!
    },
    { timeout: 5000 },
  )
}

const draw = (token: string, outTradeNo: string, round: number) =>
  call<{ index: number; round: number; prize: Prize; lotteryNumAlready: number }>(
    'GET',
    `/boot/v1/dEsports/wxOrder/lotteryDraw?outTradeNo=${outTradeNo}&round=${round}`,
    token,
  )

beforeAll(async () => {
  await seedDemoData(db)
  const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
  lotteryProduct = list.find((product) => product.title.includes('转盘'))!
})

describe('lottery draws', () => {
  it('paying gives quantity × draws per unit; draws record the prize and raise the used count', async () => {
    const token = await wechatCustomer()
    const { outTradeNo } = await paidLotteryOrder(token, 2)
    const counts = await call<{ lotteryNum: number; lotteryNumAlready: number }>(
      'GET',
      `/boot/v1/dEsports/private/updateLotteryCount?outTradeNo=${outTradeNo}`,
      token,
    )
    expect(counts.data).toMatchObject({ lotteryNum: 6, lotteryNumAlready: 0 })

    const first = await draw(token, outTradeNo, 1)
    expect(first.code).toBe(0)
    expect(first.data.lotteryNumAlready).toBe(1)
    const again = await draw(token, outTradeNo, 1)
    expect(again.data.prize).toEqual(first.data.prize)
    expect(again.data.index).toBe(first.data.index)
    expect(again.data.lotteryNumAlready).toBe(1)
    expect((await draw(token, outTradeNo, 3)).msg).toBe('抽奖轮次有误，请刷新后重试')

    const detail = await call<OrderView>(
      'GET',
      `/boot/v1/dEsports/wxOrder/orderDetails?outTradeNo=${outTradeNo}`,
      token,
    )
    expect(JSON.parse(detail.data.lotteryResults['1']!)).toEqual(first.data.prize)
  })

  it('20 concurrent draws on an order with 5 left give exactly 5 results', async () => {
    const token = await wechatCustomer()
    const { outTradeNo } = await paidLotteryOrder(token, 2)
    await draw(token, outTradeNo, 1)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => draw(token, outTradeNo, 2 + (i % 5))),
    )
    // Rounds are drawn in order: whatever the interleaving, the order ends with 6 used and 6 results.
    for (let round = 2; round <= 6; round++) {
      const current = await call<{ lotteryNumAlready: number }>(
        'GET',
        `/boot/v1/dEsports/private/updateLotteryCount?outTradeNo=${outTradeNo}`,
        token,
      )
      if (current.data.lotteryNumAlready < round) await draw(token, outTradeNo, round)
    }
    expect(answers.every((answer) => answer.code === 0 || answer.msg === '抽奖轮次有误，请刷新后重试')).toBe(
      true,
    )
    const [row] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
    expect(row!.lotteryNumAlready).toBe(6)
    expect(Object.keys(row!.lotteryResults).sort()).toEqual(['1', '2', '3', '4', '5', '6'])
    const more = await Promise.all(Array.from({ length: 20 }, () => draw(token, outTradeNo, 7)))
    expect(more.every((answer) => answer.msg === '抽奖次数已用完')).toBe(true)
    const [after] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
    expect(after!.lotteryNumAlready).toBe(6)
  })

  it('refuses someone else’s order, an unpaid one and a non-lottery one', async () => {
    const owner = await wechatCustomer()
    const { outTradeNo } = await paidLotteryOrder(owner)
    const stranger = await wechatCustomer()
    expect((await draw(stranger, outTradeNo, 1)).msg).toBe('订单不存在')

    const unpaid = await call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', owner, {
      productId: lotteryProduct.id,
      gameId: 'acc',
      phone: '13800001111',
      gameRegion: '0',
      orderQuantity: 1,
      totalAmount: lotteryProduct.preferentialPrice,
    })
    expect((await draw(owner, unpaid.data.outTradeNo, 1)).msg).toBe('订单未支付，无法抽奖')

    await db.update(orders).set({ status: 4 }).where(eq(orders.outTradeNo, outTradeNo))
    expect((await draw(owner, outTradeNo, 1)).msg).toBe('订单已退款，无法抽奖')
  })
})

describe('prize choice', () => {
  const prizes: Prize[] = [
    { name: 'A', probability: 500 },
    { name: 'B', probability: 1500 },
    { name: 'C', probability: 2000 },
    { name: 'D', probability: 3000 },
    { name: 'E', probability: 3000 },
  ]

  it('with a deterministic source over 20 000 draws the shares are the probabilities exactly', () => {
    const counts = new Array(prizes.length).fill(0) as number[]
    let next = 0
    const sequential = (max: number) => next++ % max
    for (let i = 0; i < 20_000; i++) counts[pickPrize(prizes, sequential)]!++
    expect(counts).toEqual(prizes.map((prize) => (prize.probability / 10_000) * 20_000))
  })

  it('with the secure source the shares pass a chi-square test', () => {
    const draws = 20_000
    const counts = new Array(prizes.length).fill(0) as number[]
    for (let i = 0; i < draws; i++) counts[pickPrize(prizes)]!++
    const chiSquare = prizes.reduce((sum, prize, index) => {
      const expected = (prize.probability / 10_000) * draws
      return sum + (counts[index]! - expected) ** 2 / expected
    }, 0)
    // 4 degrees of freedom: p = 0.0001 at 23.5; a fair source stays far below.
    expect(chiSquare).toBeLessThan(23.5)
  })
})
const applyRefund = (token: string, orderId: number) =>
  call<OrderView>('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
    orderId,
    refundReason: '不想要了',
  })

const rowOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!

/**
 * A lottery order whose draws are used keeps its prizes, so the customer cannot have the money back
 * too; a draw waits while a refund is being decided; and staff, who may still refund it (a dispute
 * ruling), see the draws used and the prizes won before they do.
 */
describe('refunding a lottery order', () => {
  it('is refused once a draw is used, changing nothing; staff see the draws and prizes', async () => {
    const token = await wechatCustomer()
    const order = await paidLotteryOrder(token)
    const drawn = await draw(token, order.outTradeNo, 1)
    expect(drawn.code).toBe(0)
    const before = await rowOf(order.id)
    expect(before.lotteryNumAlready).toBe(1)

    const refused = await applyRefund(token, order.id)
    expect(refused).toMatchObject({ code: 1, msg: '抽奖已开始，无法申请退款，如有疑问请联系客服' })
    expect(await rowOf(order.id)).toEqual(before)
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(events.map((event) => event.kind)).not.toContain('refund_applied')

    // The dispute ruling stays open to finance, who see what was drawn first.
    const finance = await signInStaff(context, 'finance')
    const detail = await finance.call<AdminOrderDetail>('GET', `/boot/admin/orders/${order.id}`)
    expect(detail.body.data.lottery).toEqual({
      drawsTotal: before.lotteryNum,
      drawsUsed: 1,
      prizes: [drawn.data.prize.name],
    })
  })

  it('an untouched lottery order may be refunded; draws wait while finance decides, who see none used', async () => {
    const token = await wechatCustomer()
    const order = await paidLotteryOrder(token)
    expect((await applyRefund(token, order.id)).code).toBe(0)
    expect(await draw(token, order.outTradeNo, 1)).toMatchObject({
      code: 1,
      msg: '退款申请处理中，暂不能抽奖',
    })
    expect((await rowOf(order.id)).lotteryNumAlready).toBe(0)

    const finance = await signInStaff(context, 'finance')
    const queue = await finance.call<AdminRefundList>(
      'GET',
      '/boot/admin/refunds?status=pending&pageSize=100',
    )
    const row = queue.body.data.list.find((item) => item.orderId === order.id)
    expect(row?.lottery).toEqual({ drawsTotal: order.lotteryNum, drawsUsed: 0, prizes: [] })
    expect(
      queue.body.data.list.filter((item) => item.orderId !== order.id).every((item) => item.lottery === null),
    ).toBe(true)
  })

  it('a drawn order whose refund was applied before the draw (the old way) shows its prizes in the queue', async () => {
    const token = await wechatCustomer()
    const order = await paidLotteryOrder(token)
    const prize = JSON.stringify({ name: '皮肤一款', probability: 100 })
    // The state an application left before draws were stopped during it.
    await db
      .update(orders)
      .set({
        refundStatus: 1,
        refundReason: '不想要了',
        lotteryNumAlready: 1,
        lotteryResults: { '1': prize },
      })
      .where(eq(orders.id, order.id))
    const finance = await signInStaff(context, 'finance')
    const queue = await finance.call<AdminRefundList>(
      'GET',
      '/boot/admin/refunds?status=pending&pageSize=100',
    )
    expect(queue.body.data.list.find((item) => item.orderId === order.id)?.lottery).toEqual({
      drawsTotal: order.lotteryNum,
      drawsUsed: 1,
      prizes: ['皮肤一款'],
    })
  })
})

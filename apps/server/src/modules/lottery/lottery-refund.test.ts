import type { AdminOrderDetail, AdminRefundList, OrderView, PayResult, ProductCard } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { orderEvents, orders } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { freePort } from '../../test/free-port.ts'
import { useTestApp } from '../../test/test-app.ts'
import { signInWechatCustomer } from '../../test/wechat-customer.ts'
import { signInStaff } from '../admin-catalogue/testing.ts'
import type { Prize } from './draw.ts'

/**
 * A lottery order whose draws are used keeps its prizes, so the customer cannot have the money back
 * too; a draw waits while a refund is being decided; and staff, who may still refund it (a dispute
 * ruling), see the draws used and the prizes won before they do.
 */
const port = await freePort()
const context = await useTestApp({ PORT: String(port), WECHAT_SIM_TIME_SCALE: '0.001' })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database

async function call<T = unknown>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const response = await app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return response.json() as { code: number; msg: string; data: T }
}

let phone = 13250000000
const wechatCustomer = () => signInWechatCustomer(context, port, String(++phone))

let lotteryProduct: ProductCard

async function paidLotteryOrder(token: string) {
  const paid = await call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, {
    productId: lotteryProduct.id,
    gameId: 'acc',
    phone: '13800001111',
    gameRegion: '0',
    orderQuantity: 1,
    totalAmount: lotteryProduct.preferentialPrice,
  })
  await app.inject({
    method: 'POST',
    url: '/__wechat/pay/cashier',
    payload: { prepay_id: paid.data.package.replace('prepay_id=', ''), action: 'pay' },
  })
  return vi.waitFor(
    async () => {
      const [row] = await db.select().from(orders).where(eq(orders.outTradeNo, paid.data.outTradeNo))
      expect(row!.status).toBe(1)
      return row!
    },
    { timeout: 5000 },
  )
}

const draw = (token: string, outTradeNo: string, round: number) =>
  call<{ prize: Prize; lotteryNumAlready: number }>(
    'GET',
    `/boot/v1/dEsports/wxOrder/lotteryDraw?outTradeNo=${outTradeNo}&round=${round}`,
    token,
  )

const applyRefund = (token: string, orderId: number) =>
  call<OrderView>('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
    orderId,
    refundReason: '不想要了',
  })

const rowOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!

beforeAll(async () => {
  await seedDemoData(db)
  const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
  lotteryProduct = list.find((product) => product.title.includes('转盘'))!
})

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

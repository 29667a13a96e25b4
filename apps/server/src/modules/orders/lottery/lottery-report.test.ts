import type { AdminLotteryOrderList, AdminLotteryProduct, PayResult, ProductCard } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { orders, products } from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { freePort } from '../../../test/free-port.ts'
import { signInStaff } from '../../../test/staff-client.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { signInWechatCustomer } from '../../../test/wechat-customer.ts'
import { paidEffectsPending } from '../testing.ts'
import { prizeStats } from './lottery-report.ts'

const port = await freePort()
const context = await useTestApp({ PORT: String(port), WECHAT_SIM_TIME_SCALE: '0.001' })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database

const call = apiCaller(app)

let customerPhone = 13400000000
/** A WeChat customer signed in through the simulator; answers the token and the phone. */
async function wechatCustomer() {
  const phone = String(++customerPhone)
  return { token: await signInWechatCustomer(context, port, phone), phone }
}

let lotteryProduct: ProductCard

/** Buys `quantity` of the lottery product, pays, and makes `draws` draws; answers the outTradeNo. */
async function lotteryOrderWithDraws(token: string, quantity: number, draws: number) {
  const paid = await call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, {
    productId: lotteryProduct.id,
    gameId: 'acc',
    phone: '13800001111',
    gameRegion: '0',
    orderQuantity: quantity,
    totalAmount: lotteryProduct.preferentialPrice * quantity,
  })
  const { outTradeNo } = paid.data
  await app.inject({
    method: 'POST',
    url: '/__wechat/pay/cashier',
    payload: { prepay_id: paid.data.package.replace('prepay_id=', ''), action: 'pay' },
  })
  await vi.waitFor(
    async () => {
      const [row] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
      // Paid, and what paying tells and counts applied (it follows the payment's commit).
      expect(row?.status).toBe(1)
      expect(await paidEffectsPending(db, outTradeNo)).toBe(false)
    },
    { timeout: 5000 },
  )
  for (let round = 1; round <= draws; round++) {
    const drawn = await call(
      'GET',
      `/boot/v1/dEsports/wxOrder/lotteryDraw?outTradeNo=${outTradeNo}&round=${round}`,
      token,
    )
    expect(drawn.code).toBe(0)
  }
  return outTradeNo
}

const findProduct = (list: AdminLotteryProduct[]) => list.find((product) => product.id === lotteryProduct.id)!

beforeAll(async () => {
  await seedDemoData(db)
  const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
  lotteryProduct = list.find((product) => product.title === '王者荣耀 幸运转盘 三连抽')!
})

describe('lottery statistics in the console', () => {
  it('counts draws sold and used, and each prize won against its configured probability', async () => {
    const operator = await signInStaff(context, 'operator')
    const before = findProduct(
      (await operator.call<AdminLotteryProduct[]>('GET', '/boot/admin/lottery/products')).body.data,
    )
    expect(before).toMatchObject({ ordersPaid: 0, drawsSold: 0, drawsUsed: 0 })
    expect(before.prizeStats.every((stat) => stat.timesWon === 0 && stat.observedShare === 0)).toBe(true)
    expect(before.prizeStats.map(({ name, probability }) => ({ name, probability }))).toEqual(before.prizes)

    const first = await wechatCustomer()
    const second = await wechatCustomer()
    const firstOrder = await lotteryOrderWithDraws(first.token, 2, 6)
    await lotteryOrderWithDraws(second.token, 1, 2)
    // An unpaid order's draws do not exist yet, and the order does not count.
    await call('POST', '/boot/v1/dEsports/wxOrder/payOrder', second.token, {
      productId: lotteryProduct.id,
      gameId: 'acc',
      phone: '13800001111',
      gameRegion: '0',
      orderQuantity: 1,
      totalAmount: lotteryProduct.preferentialPrice,
    })

    const answer = await operator.call<AdminLotteryProduct[]>('GET', '/boot/admin/lottery/products')
    expect(answer.body.code).toBe(0)
    expect(answer.body.data.every((product) => product.prizes.length > 0)).toBe(true)
    const stats = findProduct(answer.body.data)
    expect(stats).toMatchObject({
      title: '王者荣耀 幸运转盘 三连抽',
      ordersPaid: 2,
      drawsSold: 9,
      drawsUsed: 8,
    })
    expect(stats.prizeStats.reduce((sum, stat) => sum + stat.timesWon, 0)).toBe(8)
    const shares = stats.prizeStats.reduce((sum, stat) => sum + stat.observedShare, 0)
    expect(Math.abs(shares - 10_000)).toBeLessThanOrEqual(stats.prizeStats.length)
    for (const stat of stats.prizeStats)
      expect(stat.observedShare).toBe(Math.round((stat.timesWon * 10_000) / 8))

    const page = await operator.call<AdminLotteryOrderList>(
      'GET',
      `/boot/admin/lottery/products/${lotteryProduct.id}/orders?page=1&pageSize=10`,
    )
    expect(page.body.data.total).toBe(2)
    const listed = page.body.data.list.find((order) => order.outTradeNo === firstOrder)!
    expect(listed).toMatchObject({
      customerPhone: first.phone,
      lotteryNum: 6,
      lotteryNumAlready: 6,
      status: 1,
    })
    expect(listed.paidTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const [stored] = await db.select().from(orders).where(eq(orders.outTradeNo, firstOrder))
    expect(listed.results.map((result) => result.round)).toEqual([1, 2, 3, 4, 5, 6])
    expect(listed.results.map((result) => result.name)).toEqual(
      [1, 2, 3, 4, 5, 6].map(
        (round) => (JSON.parse(stored!.lotteryResults[String(round)]!) as { name: string }).name,
      ),
    )
    const won = new Map<string, number>()
    for (const order of page.body.data.list) {
      for (const { name } of order.results) won.set(name, (won.get(name) ?? 0) + 1)
    }
    for (const stat of stats.prizeStats) expect(stat.timesWon).toBe(won.get(stat.name) ?? 0)
  })

  it('a prize renamed later still counts under the name it was won with', async () => {
    const finance = await signInStaff(context, 'finance')
    const before = findProduct(
      (await finance.call<AdminLotteryProduct[]>('GET', '/boot/admin/lottery/products')).body.data,
    )
    const [product] = await db.select().from(products).where(eq(products.id, lotteryProduct.id))
    const prizes = product!.lotteryPrizes!
    const renamed = prizes.map((prize) => ({ ...prize, name: `${prize.name}（新）` }))
    await db.update(products).set({ lotteryPrizes: renamed }).where(eq(products.id, lotteryProduct.id))
    try {
      const after = findProduct(
        (await finance.call<AdminLotteryProduct[]>('GET', '/boot/admin/lottery/products')).body.data,
      )
      expect(after.drawsUsed).toBe(before.drawsUsed)
      expect(after.prizeStats.slice(0, renamed.length)).toEqual(
        renamed.map(({ name, probability }) => ({ name, probability, timesWon: 0, observedShare: 0 })),
      )
      const retired = after.prizeStats.slice(renamed.length)
      expect(retired.every((stat) => stat.probability === null)).toBe(true)
      expect(retired.reduce((sum, stat) => sum + stat.timesWon, 0)).toBe(before.drawsUsed)
      for (const stat of retired) {
        expect(stat.timesWon).toBe(before.prizeStats.find((old) => old.name === stat.name)!.timesWon)
      }
    } finally {
      await db.update(products).set({ lotteryPrizes: prizes }).where(eq(products.id, lotteryProduct.id))
    }
  })

  it('every staff role may look; nobody else', async () => {
    for (const role of ['owner', 'operator', 'finance', 'support'] as const) {
      const member = await signInStaff(context, role)
      expect((await member.call('GET', '/boot/admin/lottery/products')).body.code).toBe(0)
      const orderPage = await member.call('GET', `/boot/admin/lottery/products/${lotteryProduct.id}/orders`)
      expect(orderPage.body.code).toBe(0)
    }
    expect((await call('GET', '/boot/admin/lottery/products')).status).toBe(401)
    expect((await call('GET', `/boot/admin/lottery/products/${lotteryProduct.id}/orders`)).status).toBe(401)
    const customer = await wechatCustomer()
    expect((await call('GET', '/boot/admin/lottery/products', customer.token)).status).toBe(401)
  })

  it('a product that is not a lottery product has no lottery orders to show', async () => {
    const support = await signInStaff(context, 'support')
    const normal = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data.find(
      (product) => !product.title.includes('转盘'),
    )!
    const answer = await support.call('GET', `/boot/admin/lottery/products/${normal.id}/orders`)
    expect(answer.status).toBe(404)
    expect(answer.body.msg).toBe('抽奖商品不存在')
  })
})

describe('prize statistics', () => {
  it('shares are ten-thousandths of all draws; nothing drawn is 0', () => {
    const prizes = [
      { name: 'A', probability: 2500 },
      { name: 'B', probability: 7500 },
    ]
    expect(prizeStats(prizes, new Map())).toEqual([
      { name: 'A', probability: 2500, timesWon: 0, observedShare: 0 },
      { name: 'B', probability: 7500, timesWon: 0, observedShare: 0 },
    ])
    expect(
      prizeStats(
        prizes,
        new Map([
          ['A', 1],
          ['B', 2],
          ['旧奖品', 3],
        ]),
      ),
    ).toEqual([
      { name: 'A', probability: 2500, timesWon: 1, observedShare: 1667 },
      { name: 'B', probability: 7500, timesWon: 2, observedShare: 3333 },
      { name: '旧奖品', probability: null, timesWon: 3, observedShare: 5000 },
    ])
  })
})

import type { PayResult, ProductCard } from '@dianjing/shared'
import { hasChinese } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, payments } from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { freePort } from '../../../test/free-port.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { signInWechatCustomer } from '../../../test/wechat-customer.ts'
import { makeWorker } from '../testing.ts'

/** The order create payload exactly as the spec's client sends it (spec §3), and what it refuses. */

const port = await freePort()
const context = await useTestApp({ PORT: String(port) })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const call = apiCaller(app)

let product: ProductCard
let token: string

beforeAll(async () => {
  await seedDemoData(db)
  const cards = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
  product = cards.find((card) => card.status === '0' && !card.title.includes('转盘'))!
  token = await signInWechatCustomer(context, port, '13700000001')
})

/** The spec client's payload: every number as text, '' for "no worker chosen". */
function specPayload(overrides: Record<string, unknown> = {}) {
  return {
    productId: String(product.id),
    gameId: 'player-9',
    textId: '',
    gameRegion: '0',
    workerType: '0',
    orderQuantity: '1',
    orderRemarks: '',
    totalAmount: String(product.preferentialPrice),
    orderType: '0',
    automaticScheduling: '0',
    workerId: '',
    workerName: '自动安排',
    phone: '13800138000',
    ...overrides,
  }
}

const payOrder = (payload: unknown) =>
  call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, payload)

async function orderOf(outTradeNo: string) {
  const [order] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
  return order!
}

describe('the spec payload', () => {
  it.each([
    ['workerId ""', {}],
    ['workerId null', { workerId: null }],
    ['no workerId', { workerId: undefined }],
  ])('auto-arranges with %s', async (_, overrides) => {
    const answer = await payOrder(specPayload(overrides))
    expect(answer.status).toBe(200)
    expect(answer.code).toBe(0)
    const order = await orderOf(answer.data.outTradeNo)
    expect(order).toMatchObject({
      amount: product.preferentialPrice,
      quantity: 1,
      designatedWorkerId: null,
      workerName: '自动安排',
      orderType: 0,
    })
  })

  it('names the chosen worker when automaticScheduling is 1', async () => {
    const worker = await makeWorker(db)
    for (const workerId of [String(worker.userId), worker.userId]) {
      const answer = await payOrder(specPayload({ automaticScheduling: '1', workerId, workerName: '打手' }))
      expect(answer.code).toBe(0)
      expect(await orderOf(answer.data.outTradeNo)).toMatchObject({
        designatedWorkerId: worker.userId,
        orderType: 2,
      })
    }
  })
})

describe('refusals, in Chinese, creating nothing', () => {
  it('a chosen worker who cannot take orders is a business answer', async () => {
    const answer = await payOrder(specPayload({ automaticScheduling: '1', workerId: '999999' }))
    expect(answer).toMatchObject({ code: 1, msg: '所选打手暂不可接单，请重新选择' })
  })

  const loose = ['0x320', '8e2', ' 800 ', '+5', '1.0', '', [800], true, -1, 1.5]

  it.each<[string, Record<string, unknown>, string]>([
    ['a chosen worker missing', { automaticScheduling: '1' }, '请选择打手'],
    ['a chosen worker given as ""', { automaticScheduling: '1', workerId: '' }, '请选择打手'],
    [
      'a worker id that is not a number',
      { automaticScheduling: '1', workerId: 'abc' },
      '所选打手信息有误，请重新选择',
    ],
    ['a worker id of 0', { automaticScheduling: '1', workerId: '0' }, '所选打手信息有误，请重新选择'],
    [
      'a worker id written loosely',
      { automaticScheduling: '1', workerId: '0x7' },
      '所选打手信息有误，请重新选择',
    ],
    ['no phone', { phone: '' }, '请输入手机号码'],
    ['a phone with a bad second digit', { phone: '12800138000' }, '请输入正确的手机号码'],
    ['a phone with a letter', { phone: '1380013800x' }, '请输入正确的手机号码'],
    ['an order type outside the spec', { orderType: '2' }, '参数取值不在允许范围内'],
    ['an unknown region', { gameRegion: '2' }, '请选择游戏区服'],
    ...loose.map((value): [string, Record<string, unknown>, string] => [
      `productId ${JSON.stringify(value)}`,
      { productId: value },
      '商品信息获取失败',
    ]),
    ...loose.map((value): [string, Record<string, unknown>, string] => [
      `orderQuantity ${JSON.stringify(value)}`,
      { orderQuantity: value },
      '购买数量为1-99',
    ]),
    ...loose.map((value): [string, Record<string, unknown>, string] => [
      `totalAmount ${JSON.stringify(value)}`,
      { totalAmount: value },
      '订单金额有误',
    ]),
  ])('%s', async (_, overrides, message) => {
    const before = (await db.select().from(payments)).length
    const answer = await payOrder(specPayload(overrides))
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer).toMatchObject({ code: 1, msg: message })
    expect(hasChinese(answer.msg)).toBe(true)
    expect((await db.select().from(payments)).length).toBe(before)
  })
})

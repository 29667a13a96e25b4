import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, products, users } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder, makeWorker } from './testing.ts'

/**
 * Every customer or worker route that names an order (by orderId or outTradeNo) refuses anyone but
 * its owner: another customer, a worker on a customer's route, a customer on a worker's route, another
 * worker. The routes come from the API's own route table, so a new route that takes an order cannot
 * be added without a row here.
 */
const { app, database } = await useTestApp()
const { db } = database

type Actor = { token: string }
interface Fixture {
  customer: Actor & { userId: number }
  stranger: Actor & { userId: number }
  worker: Actor & { userId: number }
  otherWorker: Actor & { userId: number }
  unpaid: typeof orders.$inferSelect
  paid: typeof orders.$inferSelect
  inService: typeof orders.$inferSelect
  awaitingClose: typeof orders.$inferSelect
  settled: typeof orders.$inferSelect
  lottery: typeof orders.$inferSelect
  designated: typeof orders.$inferSelect
}
let f: Fixture

interface Case {
  /** The order it targets and how to ask for it. */
  request: (fixture: Fixture) => { method: 'GET' | 'POST'; url: string; body?: unknown }
  /** Who must be refused. */
  intruders: (fixture: Fixture) => Actor[]
}

const q = (url: string, params: Record<string, string | number>) =>
  `${url}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`

const OWNERSHIP: Record<string, Case> = {
  'GET /boot/wxOrder/orderDetails': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/wxOrder/orderDetails', { outTradeNo: x.paid.outTradeNo }),
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'GET /boot/wxOrder/repayAgain': {
    request: (x) => ({ method: 'GET', url: q('/boot/wxOrder/repayAgain', { orderId: x.unpaid.id }) }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'POST /boot/wxOrder/applyRefund': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/wxOrder/applyRefund',
      body: { orderId: x.paid.id, refundReason: '不想要了' },
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'POST /boot/wxOrder/confirmComplete': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/wxOrder/confirmComplete',
      body: { orderId: x.awaitingClose.id },
    }),
    intruders: (x) => [x.stranger, x.worker, x.otherWorker],
  },
  'POST /boot/wxOrder/reviewOrder': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/wxOrder/reviewOrder',
      body: { orderId: x.settled.id, stars: 1 },
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'GET /boot/private/updateLotteryCount': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/private/updateLotteryCount', { outTradeNo: x.lottery.outTradeNo }),
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'GET /boot/wxOrder/lotteryDraw': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/wxOrder/lotteryDraw', { outTradeNo: x.lottery.outTradeNo, round: 1 }),
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'GET /boot/wxOrder/workerOrderDetails': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/wxOrder/workerOrderDetails', { outTradeNo: x.inService.outTradeNo }),
    }),
    intruders: (x) => [x.otherWorker, x.customer, x.stranger],
  },
  'POST /boot/wxOrder/updateOrderAttachment': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/wxOrder/updateOrderAttachment',
      body: { orderId: x.inService.id, attachment: '/boot/files/x.png' },
    }),
    intruders: (x) => [x.otherWorker, x.customer],
  },
  'GET /boot/wxOrder/workerCompleteOrder': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/wxOrder/workerCompleteOrder', { orderId: x.inService.id }),
    }),
    intruders: (x) => [x.otherWorker, x.customer],
  },
  'GET /boot/wxOrder/workerReceivingOrderDetails': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/wxOrder/workerReceivingOrderDetails', { outTradeNo: x.designated.outTradeNo }),
    }),
    intruders: (x) => [x.otherWorker, x.customer],
  },
  'GET /boot/wxOrder/acceptOrder': {
    request: (x) => ({ method: 'GET', url: q('/boot/wxOrder/acceptOrder', { orderId: x.designated.id }) }),
    intruders: (x) => [x.otherWorker, x.customer, x.stranger],
  },
}

/** The routes whose parameters or body name an order. */
function orderRoutes(): string[] {
  const spec = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string }[]
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> }
        }
      >
    >
  }
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/boot/') && !path.startsWith('/boot/admin'))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => {
          const names = [
            ...(operation.parameters ?? []).map((parameter) => parameter.name),
            ...Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
          ]
          return names.includes('orderId') || names.includes('outTradeNo')
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
}

beforeAll(async () => {
  await seedDemoData(db)
  const customer = await makeCustomer(db, '下单人')
  const worker = await makeWorker(db)
  const order = (changes: Partial<typeof orders.$inferInsert>) => async () => {
    const row = await makePaidOrder(db, customer.userId)
    const [changed] = await db.update(orders).set(changes).where(eq(orders.id, row.id)).returning()
    return changed!
  }
  const [lotteryProduct] = await db.select().from(products).where(eq(products.kind, 'lottery'))
  const assigned = { workerId: worker.userId, workerName: '打手', attachment: '/boot/files/x.png' }
  f = {
    customer,
    stranger: await makeCustomer(db, '路人'),
    worker,
    otherWorker: await makeWorker(db),
    unpaid: await order({ status: 0, paidAt: null, hallAt: null })(),
    paid: await makePaidOrder(db, customer.userId),
    inService: await order({ ...assigned, bizStatus: 1, attachment: '' })(),
    awaitingClose: await order({ ...assigned, bizStatus: 2 })(),
    settled: await order({ ...assigned, bizStatus: 3 })(),
    lottery: await order({ productId: lotteryProduct!.id, type: 1, lotteryNum: 3 })(),
    designated: await makePaidOrder(db, customer.userId, { designatedWorkerId: worker.userId }),
  }
})

describe('orders belong to their owner', () => {
  it('every route that names an order is in the ownership table', () => {
    const routes = orderRoutes()
    expect(routes.filter((route) => !(route in OWNERSHIP))).toEqual([])
    expect(Object.keys(OWNERSHIP).filter((route) => !routes.includes(route))).toEqual([])
  })

  it.each(Object.keys(OWNERSHIP))('%s refuses everyone but the owner and changes nothing', async (route) => {
    const { method, url, body } = OWNERSHIP[route]!.request(f)
    const before = await db.select().from(orders)
    for (const intruder of OWNERSHIP[route]!.intruders(f)) {
      const answer = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${intruder.token}` },
        ...(body === undefined ? {} : { payload: body as object }),
      })
      const envelope = answer.json() as { code: number; data: unknown }
      expect(envelope.code, `${route} as an intruder`).not.toBe(0)
      expect(envelope.data).toBeNull()
    }
    expect(await db.select().from(orders)).toEqual(before)
  })
})

describe('fields a client may not set', () => {
  it('unknown fields cannot set balances, points or statuses', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/boot/user/updateProfile',
      headers: { authorization: `Bearer ${f.stranger.token}` },
      payload: {
        nickName: '新名字',
        briefIntroduction: '',
        balance: 99_999_999,
        growthPoints: 99_999,
        status: 1,
        id: 1,
      },
    })
    expect(answer.json().code).toBe(0)
    const [me] = await db.select().from(users).where(eq(users.id, f.stranger.userId))
    expect(me).toMatchObject({ nickName: '新名字', balance: 0, growthPoints: 0, status: 0 })
  })

  it.each(['-1', '0.001', '1e3', '', '9007199254740993', '0x10', ' 1 0', 'NaN'])(
    'an amount of %j is refused',
    async (total) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/boot/wxPay/createPayOrder',
        headers: { authorization: `Bearer ${f.stranger.token}` },
        payload: { orderType: 3, total },
      })
      expect(answer.json().code).toBe(1)
    },
  )
})

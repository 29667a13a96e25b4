import type {
  HallPage,
  PayResult,
  ProductCard,
  WorkerLevelList,
  WorkerOrderView,
  WorkerRanking,
} from '@dianjing/shared'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderEvents, orderReviews, orders, users, workers } from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { signInStaff } from '../../../test/staff-client.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { recomputeDaily } from '../../rankings/rankings.ts'
import { creditSettlement } from '../../worker/ledger.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../testing.ts'

/**
 * A worker is also a customer who can buy. Their own order is never theirs to serve: not in their
 * hall, not by search, not by accepting it, not by designating themselves, not by staff reassigning
 * it; never a review of themselves; and an own order settled before this rule counts for nothing in
 * completed orders, points, income, rating, level or rankings.
 */
const context = await useTestApp()
const { app, database } = context
const { db } = database

const call = apiCaller(app)

let product: ProductCard

beforeAll(async () => {
  await seedDemoData(db)
  product = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data.find(
    (item) => item.status === '0' && !item.title.includes('转盘'),
  )!
})

/** The worker buys, paying from their balance, as any customer does. */
async function buy(token: string, userId: number, extra: Record<string, unknown> = {}) {
  await db.update(users).set({ balance: product.preferentialPrice }).where(eq(users.id, userId))
  await database.changes.flush()
  return call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, {
    productId: product.id,
    gameId: 'player-1',
    textId: '',
    phone: '13800001111',
    gameRegion: '0',
    orderQuantity: 1,
    orderRemarks: '',
    totalAmount: product.preferentialPrice,
    payMethod: 'balance',
    ...extra,
  })
}

const orderOf = async (outTradeNo: string) =>
  (await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo)))[0]!

describe('a worker and the orders they bought', () => {
  it('never sees, opens or accepts their own order in the hall, nor by searching its number', async () => {
    const worker = await makeWorker(db)
    const bought = await buy(worker.token, worker.userId)
    expect(bought.code).toBe(0)
    // Long past any level's delay, so only the owner rule can hide it.
    await db
      .update(orders)
      .set({ hallAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.outTradeNo, bought.data.outTradeNo))
    const own = await orderOf(bought.data.outTradeNo)
    expect(own).toMatchObject({ status: 1, bizStatus: 0, userId: worker.userId })

    const hall = await call<HallPage>(
      'GET',
      '/boot/v1/dEsports/wxOrder/receivingOrderList?pageSize=50',
      worker.token,
    )
    expect(hall.data.list.map((order) => order.id)).not.toContain(own.id)
    for (const keyword of [own.orderNum, own.orderNum.slice(0, 8)]) {
      const searched = await call<HallPage>(
        'GET',
        `/boot/v1/dEsports/wxOrder/receivingOrderList?keyword=${keyword}`,
        worker.token,
      )
      expect(searched.data).toEqual({ total: 0, list: [], nextCursor: '' })
    }
    const details = await call(
      'GET',
      `/boot/v1/dEsports/wxOrder/workerReceivingOrderDetails?outTradeNo=${own.outTradeNo}`,
      worker.token,
    )
    expect(details).toMatchObject({ code: 1, msg: '订单不存在或已不可接' })
    const accepted = await call(
      'GET',
      `/boot/v1/dEsports/wxOrder/acceptOrder?orderId=${own.id}`,
      worker.token,
    )
    expect(accepted).toMatchObject({ code: 1, msg: '订单不存在或已不可接' })
    expect(await orderOf(own.outTradeNo)).toEqual(own)

    // Another worker sees and takes it as usual.
    const other = await makeWorker(db)
    const theirs = await call<HallPage>(
      'GET',
      `/boot/v1/dEsports/wxOrder/receivingOrderList?keyword=${own.orderNum}`,
      other.token,
    )
    expect(theirs.data.list.map((order) => order.id)).toEqual([own.id])
    const taken = await call<WorkerOrderView>(
      'GET',
      `/boot/v1/dEsports/wxOrder/acceptOrder?orderId=${own.id}`,
      other.token,
    )
    expect(taken.code).toBe(0)
  })

  it('cannot designate themselves when ordering, and staff cannot reassign an order to its buyer', async () => {
    const worker = await makeWorker(db)
    const ordersBefore = (await db.select().from(orders).where(eq(orders.userId, worker.userId))).length
    const designated = await buy(worker.token, worker.userId, {
      automaticScheduling: '1',
      workerId: worker.userId,
    })
    expect(designated).toMatchObject({ code: 1, msg: '不能指定自己为打手，请选择其他打手' })
    expect((await db.select().from(orders).where(eq(orders.userId, worker.userId))).length).toBe(ordersBefore)
    const [me] = await db.select().from(users).where(eq(users.id, worker.userId))
    expect(me!.balance).toBe(product.preferentialPrice)

    const bought = await buy(worker.token, worker.userId)
    const own = await orderOf(bought.data.outTradeNo)
    const operator = await signInStaff(context, 'operator')
    const reassigned = await operator.call('POST', `/boot/admin/orders/${own.id}/reassign`, {
      workerId: worker.userId,
      reason: '订单长时间无人接单',
    })
    expect(reassigned.body).toMatchObject({ code: 1, msg: '不能改派给下单客户本人' })
    expect(await orderOf(own.outTradeNo)).toEqual(own)
  })

  it('an own order settled before the rule counts for nothing, and its buyer cannot rate it', async () => {
    const worker = await makeWorker(db)
    // One real order from another customer, served, settled and rated 5 stars.
    const customer = await makeCustomer(db)
    const honest = await makePaidOrder(db, customer.userId, { amount: 10_000 })
    expect(
      (await call('GET', `/boot/v1/dEsports/wxOrder/acceptOrder?orderId=${honest.id}`, worker.token)).code,
    ).toBe(0)
    await db
      .update(orders)
      .set({ attachment: '/boot/files/x.png', bizStatus: 2 })
      .where(eq(orders.id, honest.id))
    expect(
      (
        await call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', customer.token, {
          orderId: honest.id,
        })
      ).code,
    ).toBe(0)
    expect(
      (
        await call('POST', '/boot/v1/dEsports/wxOrder/reviewOrder', customer.token, {
          orderId: honest.id,
          stars: 5,
          comment: '很好',
        })
      ).code,
    ).toBe(0)

    // The state an own order left before the rule: served, settled and paid to its buyer, counted,
    // rated 5 stars by themselves; 49 other completed orders and points enough for the next level.
    const own = await makePaidOrder(db, worker.userId, { amount: 100_000 })
    const [settled] = await db
      .update(orders)
      .set({ workerId: worker.userId, bizStatus: 3, settledAt: sql`now()`, settledBy: 'customer' })
      .where(eq(orders.id, own.id))
      .returning()
    await db.transaction((tx) => creditSettlement(tx, worker.userId, settled!))
    await db
      .insert(orderReviews)
      .values({ orderId: own.id, workerId: worker.userId, userId: worker.userId, stars: 5 })
    await db
      .update(workers)
      .set({ completedOrders: 50, points: 1_280, rating: 500, ratingCount: 2 })
      .where(eq(workers.userId, worker.userId))

    // Reviewing it now is refused.
    await db.delete(orderReviews).where(eq(orderReviews.orderId, own.id))
    const review = await call('POST', '/boot/v1/dEsports/wxOrder/reviewOrder', worker.token, {
      orderId: own.id,
      stars: 5,
      comment: '好',
    })
    expect(review).toMatchObject({ code: 1, msg: '不能评价自己接的订单' })
    expect(await db.select().from(orderReviews).where(eq(orderReviews.orderId, own.id))).toEqual([])
    await db
      .insert(orderReviews)
      .values({ orderId: own.id, workerId: worker.userId, userId: worker.userId, stars: 5 })

    // The daily job, run twice: taken back once.
    await recomputeDaily(db)
    await recomputeDaily(db)

    const [after] = await db.select().from(workers).where(eq(workers.userId, worker.userId))
    expect(after).toMatchObject({ completedOrders: 49, points: 480, rating: 500, ratingCount: 1, level: 0 })
    const marks = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, own.id), eq(orderEvents.kind, 'uncounted')))
    expect(marks).toHaveLength(1)

    const levels = await call<WorkerLevelList>(
      'GET',
      '/boot/v1/dEsports/worker/getWorkerLevelList',
      worker.token,
    )
    expect(levels.data.my).toMatchObject({
      level: 0,
      completedOrders: 49,
      points: 480,
      goodRatePercent: 100,
      monthlyIncome: 8_000,
    })
    const byOrders = await call<WorkerRanking>(
      'GET',
      '/boot/v1/dEsports/worker/workerRanking?type=0',
      worker.token,
    )
    expect(byOrders.data.my).toMatchObject({ id: worker.userId, count: 49 })
    const byIncome = await call<WorkerRanking>(
      'GET',
      '/boot/v1/dEsports/worker/workerRanking?type=1',
      worker.token,
    )
    expect(byIncome.data.my).toMatchObject({ id: worker.userId, count: 8_000 })
  })
})

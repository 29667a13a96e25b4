import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { games, orderEvents, orderReviews, orders, products, users, workers } from '../../db/schema/index.ts'
import { noteUserWritten } from '../account/session-cache.ts'

export type OrderRow = typeof orders.$inferSelect

/** A product that can be bought now: on a live game, not deleted. */
export async function findBuyableProduct(db: Executor, productId: number) {
  const [row] = await db
    .select({ product: products, gameName: games.name })
    .from(products)
    .innerJoin(games, eq(games.id, products.gameId))
    .where(and(eq(products.id, productId), eq(products.deleted, false), eq(games.enabled, true)))
  return row
}

export async function findActiveWorker(db: Executor, userId: number) {
  const [row] = await db
    .select({ userId: workers.userId, nickName: users.nickName })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(and(eq(workers.userId, userId), eq(workers.status, 0), eq(users.status, 0)))
  return row
}

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning()
  return row!
}

export async function findOrderByOutTradeNo(db: Executor, outTradeNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
  return row
}

export async function findUserOrder(
  db: Executor,
  userId: number,
  where: { id?: number; outTradeNo?: string },
) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        where.id !== undefined ? eq(orders.id, where.id) : eq(orders.outTradeNo, where.outTradeNo ?? ''),
      ),
    )
  return row
}

/**
 * 退款/售后: an order with a refund story, applied for (in review), refused, or refunded (a staff
 * ruling refunds without an application). The /mine count and the order list's tab of that name
 * both read it, so the count and the list it opens hold the same orders.
 */
export const hasRefund: SQL = or(inArray(orders.refundStatus, [1, 2]), eq(orders.status, 4))!

/** The user's orders, newest first: all of them, those in `statuses`, or those with a refund story. */
export async function listUserOrders(
  db: Executor,
  userId: number,
  filter: number[] | 'refund' | null,
  limit: number,
) {
  const mine = eq(orders.userId, userId)
  let where = mine
  if (filter === 'refund') where = and(mine, hasRefund)!
  else if (filter) where = and(mine, inArray(orders.status, filter))!
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit)
}

/** 0 → 1 once, fixing the worker's fee; answers the order only when this call paid it. */
export async function markPaid(db: Executor, outTradeNo: string, workerShare: { num: number; den: number }) {
  const [row] = await db
    .update(orders)
    .set({
      status: 1,
      paidAt: sql`now()`,
      hallAt: sql`case when ${orders.orderType} = 0 then now() end`,
      updatedAt: sql`now()`,
      workerAmount: sql`(${orders.amount} * ${workerShare.num}) / ${workerShare.den}`,
    })
    .where(and(eq(orders.outTradeNo, outTradeNo), eq(orders.status, 0)))
    .returning()
  return row
}

export async function markClosed(db: Executor, outTradeNo: string) {
  const [row] = await db
    .update(orders)
    .set({ status: 2, closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.outTradeNo, outTradeNo), eq(orders.status, 0)))
    .returning()
  return row
}

export async function markRefunded(db: Executor, outTradeNo: string) {
  const [row] = await db
    .update(orders)
    .set({ status: 4, updatedAt: sql`now()` })
    .where(and(eq(orders.outTradeNo, outTradeNo), eq(orders.status, 1)))
    .returning()
  return row
}

/** Refund application: only a paid order no worker has taken, never applied before (spec §4). */
export async function applyRefund(db: Executor, userId: number, orderId: number, reason: string) {
  const [row] = await db
    .update(orders)
    .set({ refundStatus: 1, refundReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        eq(orders.status, 1),
        eq(orders.bizStatus, 0),
        eq(orders.refundStatus, 0),
        // A lottery order whose first draw is used keeps its prizes, so its money is not given back.
        eq(orders.lotteryNumAlready, 0),
      ),
    )
    .returning()
  return row
}

export async function addSales(db: Executor, productId: number, quantity: number) {
  await db
    .update(products)
    .set({ salesCount: sql`greatest(${products.salesCount} + ${quantity}, 0)` })
    .where(eq(products.id, productId))
}

/** Growth points move with money paid: +1 per whole yuan paid, back again on refund (never below 0). */
export async function addGrowthPoints(db: Executor, userId: number, points: number) {
  noteUserWritten(userId)
  await db
    .update(users)
    .set({ growthPoints: sql`greatest(${users.growthPoints} + ${points}, 0)` })
    .where(eq(users.id, userId))
}

/** The /mine grid's counts, in one pass over the user's orders. */
export async function countForMine(db: Executor, userId: number) {
  const [row] = await db
    .select({
      unpaid: count(sql`case when ${orders.status} = 0 then 1 end`),
      waiting: count(
        sql`case when ${orders.status} = 1 and ${orders.bizStatus} = 0 and ${orders.refundStatus} <> 1 then 1 end`,
      ),
      inService: count(sql`case when ${orders.status} = 1 and ${orders.bizStatus} = 1 then 1 end`),
      toFinish: count(sql`case when ${orders.status} = 1 and ${orders.bizStatus} = 2 then 1 end`),
      finished: count(sql`case when ${orders.status} = 1 and ${orders.bizStatus} = 3 then 1 end`),
      refunds: count(sql`case when ${hasRefund} then 1 end`),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
  return row!
}

export interface OrderEvent {
  orderId: number
  kind: string
  actor: 'customer' | 'worker' | 'staff' | 'system'
  actorId?: number | null
  note?: string
}

export async function recordOrderEvent(db: Executor, event: OrderEvent) {
  await db.insert(orderEvents).values({ ...event, note: event.note ?? '' })
}

/** The stars given to each of `orderIds` that has a review. */
export async function starsOf(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({ orderId: orderReviews.orderId, stars: orderReviews.stars })
    .from(orderReviews)
    .where(inArray(orderReviews.orderId, orderIds))
  return new Map(rows.map((row) => [row.orderId, row.stars]))
}

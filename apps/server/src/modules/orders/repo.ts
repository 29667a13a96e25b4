import { BizStatus, OrderStatus, RefundStatus, UserStatus, WorkerStanding } from '@dianjing/shared'
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db, Executor } from '../../db/database.ts'
import { games, orderEvents, orderReviews, orders, products, users, workers } from '../../db/schema/index.ts'
import { literal } from '../../lib/sql-filters.ts'

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
    .where(
      and(
        eq(workers.userId, userId),
        eq(workers.status, WorkerStanding.active),
        eq(users.status, UserStatus.active),
      ),
    )
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
 * 退款/售后: an order with a refund story, applied for (in review), refused, refunded (a staff
 * ruling refunds without an application), or ended by a split (协商完成). The /mine count and the order list's tab of that name
 * both read it, so the count and the list it opens hold the same orders.
 */
export const hasRefund: SQL = or(
  inArray(orders.refundStatus, [RefundStatus.applied, RefundStatus.refused]),
  inArray(orders.status, [OrderStatus.refunded, OrderStatus.negotiated]),
)!

/** The columns an order's customer view (`toView`) reads: a list reads only these, not the whole row. */
export const viewColumns = {
  id: orders.id,
  outTradeNo: orders.outTradeNo,
  orderNum: orders.orderNum,
  status: orders.status,
  bizStatus: orders.bizStatus,
  refundStatus: orders.refundStatus,
  refundReason: orders.refundReason,
  refuseRefundReason: orders.refuseRefundReason,
  productJson: orders.productJson,
  amount: orders.amount,
  quantity: orders.quantity,
  gameAccount: orders.gameAccount,
  textId: orders.textId,
  gameRegion: orders.gameRegion,
  orderRemarks: orders.orderRemarks,
  contactPhone: orders.contactPhone,
  workerName: orders.workerName,
  createdAt: orders.createdAt,
  type: orders.type,
  orderType: orders.orderType,
  lotteryNum: orders.lotteryNum,
  lotteryNumAlready: orders.lotteryNumAlready,
  lotteryResults: orders.lotteryResults,
  attachment: orders.attachment,
  completedAt: orders.completedAt,
  disputeStatus: orders.disputeStatus,
  splitRefund: orders.splitRefund,
}
export type OrderViewRow = Pick<OrderRow, keyof typeof viewColumns>

/**
 * viewColumns as one JSON object per row: the database builds it and the driver parses it at once,
 * where the ORM would decode each column of each row (the most of a long list's time in the server).
 */
const viewObject = sql`json_build_object(${sql.join(
  Object.entries(viewColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`
const timestampKeys = Object.entries(viewColumns)
  .filter(([, column]) => column.columnType === 'PgTimestamp')
  .map(([key]) => key)

function viewRowOf(json: Record<string, unknown>): OrderViewRow {
  for (const key of timestampKeys) if (typeof json[key] === 'string') json[key] = new Date(json[key])
  return json as unknown as OrderViewRow
}

function userOrdersQuery(db: Db, filter: number[] | 'refund' | null) {
  const mine = eq(orders.userId, sql.placeholder('userId'))
  let where = mine
  if (filter === 'refund') where = and(mine, hasRefund)!
  else if (filter) where = and(mine, inArray(orders.status, filter))!
  return db
    .select({
      order: viewObject.mapWith(viewRowOf),
      stars: sql<number>`coalesce(${orderReviews.stars}, 0)`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(orderReviews, eq(orderReviews.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
}

type UserOrdersQuery = ReturnType<ReturnType<typeof userOrdersQuery>['prepare']>
/** Per database and filter (the app's few tabs), the list's query built and prepared once. */
const preparedUserOrders = new WeakMap<Db, Map<string, UserOrdersQuery>>()

/**
 * The user's orders, newest first: all of them, those in `statuses`, or those with a refund story; each
 * with the stars the customer gave it (0 before a review), read in the same query. The order list is the
 * customer's most frequent read, so its statement is prepared once per tab rather than built each time.
 */
export function listUserOrders(db: Db, userId: number, filter: number[] | 'refund' | null, limit: number) {
  let byFilter = preparedUserOrders.get(db)
  if (!byFilter) {
    byFilter = new Map()
    preparedUserOrders.set(db, byFilter)
  }
  const key = filter === null ? 'all' : filter === 'refund' ? 'refund' : filter.join('_')
  let query = byFilter.get(key)
  if (!query) {
    query = userOrdersQuery(db, filter).prepare(`user_orders_${key}`)
    byFilter.set(key, query)
  }
  return query.execute({ userId, limit })
}

const paidAnd = (bizStatus: number) =>
  sql`${orders.status} = ${literal(OrderStatus.paid)} and ${orders.bizStatus} = ${literal(bizStatus)}`

/** The /mine grid's counts, in one pass over the user's orders. */
export async function countForMine(db: Executor, userId: number) {
  const [row] = await db
    .select({
      unpaid: count(sql`case when ${orders.status} = ${literal(OrderStatus.unpaid)} then 1 end`),
      waiting: count(
        sql`case when ${paidAnd(BizStatus.waiting)} and ${orders.refundStatus} <> ${literal(RefundStatus.applied)} then 1 end`,
      ),
      inService: count(sql`case when ${paidAnd(BizStatus.inService)} then 1 end`),
      toFinish: count(sql`case when ${paidAnd(BizStatus.awaitingClose)} then 1 end`),
      finished: count(sql`case when ${paidAnd(BizStatus.completed)} then 1 end`),
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

/** The order by its id. */
export async function findOrder(db: Executor, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row
}

/** The order, locked for the rest of the transaction (staff decisions read it, then change it). */
export async function findOrderByTrade(db: Executor, outTradeNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
  return row
}

export async function lockOrder(db: Executor, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update')
  return row
}

/** The customer's order, locked for the rest of the transaction (a lottery draw). */
export async function lockUserOrder(db: Executor, userId: number, outTradeNo: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.outTradeNo, outTradeNo), eq(orders.userId, userId)))
    .for('update')
  return row
}

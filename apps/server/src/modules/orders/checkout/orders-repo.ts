import { BizStatus, OrderStatus, RefundStatus, UserStatus, WorkerStanding } from '@dianjing/shared'
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database.ts'
import { games, orderReviews, orders, products, users, workers } from '../../../db/schema/index.ts'
import { preparedStatement } from '../../../lib/prepared.ts'
import { columnNamesOf, literal, rowsOf, tableRowOf } from '../../../lib/sql-filters.ts'
import { customerViewJson } from '../order-view-json.ts'

/*
 * Checkout's reads: what an order is placed with (the product, a chosen worker), and the customer's order
 * lists and counts.
 */

const findBuyableProductStatement = preparedStatement<'productId'>(
  (value) => sql`
    select ${columnNamesOf(products)} from ${products}
    where id = ${value('productId')}::int and not deleted
      and exists (select 1 from ${games} where ${games.id} = ${products.gameId} and ${games.enabled})`,
)

/**
 * A product that can be bought now: on a live game, not deleted. Read fresh on every order (its price
 * is the one charged), by a statement built once.
 */
export async function findBuyableProduct(db: Executor, productId: number) {
  const [row] = rowsOf<Record<string, unknown>>(await findBuyableProductStatement(db, { productId }))
  return row && tableRowOf(products, row)
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

/**
 * 退款/售后: an order with a refund story, applied for (in review), refused, refunded (a staff
 * ruling refunds without an application), or ended by a split (协商完成). The /mine count and the order list's tab of that name
 * both read it, so the count and the list it opens hold the same orders.
 */
export const hasRefund: SQL = or(
  inArray(orders.refundStatus, [RefundStatus.applied, RefundStatus.refused]),
  inArray(orders.status, [OrderStatus.refunded, OrderStatus.negotiated]),
)!

/** The orders a list shows, read once into the statement (`userOrdersStatement`), under this name. */
const listed = alias(orders, 'listed')

/** The customer's view of a listed order, as the database writes it (order-view-json.ts). */
const listedViewJson = customerViewJson(listed, sql`listed.review_stars`)

/** Which of the customer's orders a list shows: all, those of one status, or those with a refund story. */
export type UserOrdersFilter = { status: number } | 'all' | 'refund'

/**
 * A list's orders are read once (`listed`), with what identifies the state of each: its row version
 * (`xmin`, the transaction that last wrote it, which every change of the row replaces) and its review's.
 * The list's version is the hash of those, in the list's order; the views are built only when it is not
 * the version the caller already holds (`known`).
 */
const userOrdersStatement = (which: 'all' | 'status' | 'refund') =>
  preparedStatement<'userId' | 'status' | 'limit' | 'known'>((value) => {
    const mine = sql`${orders.userId} = ${value('userId')}::int`
    const where =
      which === 'all'
        ? mine
        : which === 'refund'
          ? sql`${mine} and ${hasRefund}`
          : sql`${mine} and ${orders.status} = ${value('status')}::smallint`
    return sql`
      with listed as (
        select ${orders}.*, ${orderReviews.stars} as review_stars,
          ${orders}.xmin::text as order_version, ${orderReviews}.xmin::text as review_version
        from ${orders} left join ${orderReviews} on ${orderReviews.orderId} = ${orders.id}
        where ${where}
        order by ${orders.createdAt} desc, ${orders.id} desc
        limit ${value('limit')}::int
      ),
      version as (
        select md5(coalesce(string_agg(
          ${listed.id}::text || '.' || listed.order_version || '.' || coalesce(listed.review_version, ''),
          ',' order by ${listed.createdAt} desc, ${listed.id} desc), '')) as "version"
        from listed
      )
      select version."version",
        case when version."version" = ${value('known')}::text then null else (
          select coalesce(json_agg(${listedViewJson} order by ${listed.createdAt} desc, ${listed.id} desc), '[]')::text
          from listed
        ) end as "json"
      from version`
  })
const userOrdersOf = {
  all: userOrdersStatement('all'),
  status: userOrdersStatement('status'),
  refund: userOrdersStatement('refund'),
}

/**
 * The user's orders, newest first: the list's version, and the JSON text of an array of customer views
 * (`customerViewJson`), each with the stars the customer gave it (0 before a review), unless the list is
 * at the version `known` (then `json` is null: the caller's copy is the list as it is). The order list is
 * the customer's most frequent read: one named statement per tab, and nothing of it parsed or written
 * again in the server.
 */
export async function userOrdersJson(
  db: Executor,
  userId: number,
  filter: UserOrdersFilter,
  limit: number,
  known = '',
) {
  const which = typeof filter === 'object' ? 'status' : filter
  const status = typeof filter === 'object' ? filter.status : null
  const result = await userOrdersOf[which](db, { userId, status, limit, known })
  return rowsOf<{ version: string; json: string | null }>(result)[0]!
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

/** The stars given to each of `orderIds` that has a review. */
export async function starsOf(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({ orderId: orderReviews.orderId, stars: orderReviews.stars })
    .from(orderReviews)
    .where(inArray(orderReviews.orderId, orderIds))
  return new Map(rows.map((row) => [row.orderId, row.stars]))
}

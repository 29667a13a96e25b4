import { OrderKind, OrderStatus, ProductKind } from '@dianjing/shared'
import { and, asc, count, desc, eq, exists, inArray, not, or, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { orders, products, users } from '../../../db/schema/index.ts'
import { literal, rowsOf } from '../../../lib/sql-filters.ts'

/** A lottery order that was paid: still paid, or refunded since (its draws stay on record). */
const countedOrder = and(
  eq(orders.type, OrderKind.lottery),
  inArray(orders.status, [OrderStatus.paid, OrderStatus.refunded]),
)

/** Lottery products in the catalogue, and any deleted one or former lottery product with orders. */
const lotteryProduct = or(
  and(eq(products.kind, ProductKind.lottery), not(products.deleted)),
  exists(
    sql`(select 1 from ${orders} where ${orders.productId} = ${products.id} and ${orders.type} = ${literal(OrderKind.lottery)} and ${orders.status} in (${literal(OrderStatus.paid)}, ${literal(OrderStatus.refunded)}))`,
  ),
)

export async function listLotteryProducts(db: Executor) {
  return db
    .select({
      id: products.id,
      title: products.title,
      status: products.status,
      deleted: products.deleted,
      prizes: products.lotteryPrizes,
      ordersPaid: sql<number>`count(${orders.id})::int`,
      drawsSold: sql<number>`coalesce(sum(${orders.lotteryNum}), 0)::int`,
      drawsUsed: sql<number>`coalesce(sum(${orders.lotteryNumAlready}), 0)::int`,
    })
    .from(products)
    .leftJoin(orders, and(eq(orders.productId, products.id), countedOrder))
    .where(lotteryProduct)
    .groupBy(products.id)
    .orderBy(not(products.deleted), asc(products.sort), desc(products.id))
}

export interface PrizeWins {
  productId: number
  name: string
  timesWon: number
}

/** How often each recorded prize name came out, per product: one row per (product, name). */
export async function countPrizeWins(db: Executor): Promise<PrizeWins[]> {
  const result = await db.execute(sql`
    select ${orders.productId} as "productId", draw.result::jsonb ->> 'name' as "name",
      count(*)::int as "timesWon"
    from ${orders} cross join lateral jsonb_each_text(${orders.lotteryResults}) as draw(round, result)
    where ${countedOrder}
    group by 1, 2`)
  return rowsOf<PrizeWins>(result)
}

export async function findLotteryProduct(db: Executor, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), lotteryProduct))
  return row
}

export async function listLotteryOrders(db: Executor, productId: number, page: number, pageSize: number) {
  const where = and(eq(orders.productId, productId), countedOrder)
  const rows = await db
    .select({ order: orders, customerName: users.nickName, customerPhone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await db.select({ value: count() }).from(orders).where(where)
  return { rows, total: total?.value ?? 0 }
}

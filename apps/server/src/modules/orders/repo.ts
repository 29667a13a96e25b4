import { and, eq, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database.ts'
import { games, orderEvents, orders } from '../../db/schema/index.ts'

/*
 * The order reads the rooms share (checkout, hall, disputes, lottery, console); a room's own reads are in
 * its own repo (checkout/orders-repo.ts, hall/fulfilment-repo.ts, …).
 */

export type OrderRow = typeof orders.$inferSelect

/** An order's game name, read with the order (no join: the planner keeps the order's own index path). */
export const gameNameOf = sql<string>`coalesce((select ${games.name} from ${games} where ${games.id} = ${orders.gameTypeId}), '')`

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

/** An instant as the API writes it (`formatDateTime`): Shanghai wall time, to the second. */
export const apiDateTime = (column: PgColumn) =>
  sql`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`

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

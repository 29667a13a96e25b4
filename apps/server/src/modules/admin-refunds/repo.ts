import { OrderStatus, PaymentRefundStatus, RefundStatus } from '@dianjing/shared'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { orders, refunds, users } from '../../db/schema/index.ts'
import { literal } from '../../lib/sql-filters.ts'

/** pending: applied and waiting; refused; refunded: the money is back. */
export type RefundFilter = 'pending' | 'refused' | 'refunded'

const FILTERS: Record<RefundFilter, SQL> = {
  pending: and(eq(orders.status, OrderStatus.paid), eq(orders.refundStatus, RefundStatus.applied))!,
  refused: eq(orders.refundStatus, RefundStatus.refused),
  refunded: eq(orders.status, OrderStatus.refunded),
}

export async function listRefundOrders(db: Executor, filter: RefundFilter, page: number, pageSize: number) {
  const where = FILTERS[filter]
  const rows = await db
    .select({
      order: orders,
      customerName: users.nickName,
      customerPhone: users.phone,
      refundInProgress: sql<boolean>`exists (select 1 from ${refunds} where ${refunds.outTradeNo} = ${orders.outTradeNo} and ${refunds.status} = ${literal(PaymentRefundStatus.processing)})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await db.select({ value: count() }).from(orders).where(where)
  return { rows, total: total?.value ?? 0 }
}

export async function lockOrder(db: Executor, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return row
}

export async function refuse(db: Executor, orderId: number, reason: string) {
  const [row] = await db
    .update(orders)
    .set({ refundStatus: RefundStatus.refused, refuseRefundReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, OrderStatus.paid),
        eq(orders.refundStatus, RefundStatus.applied),
      ),
    )
    .returning()
  return row
}

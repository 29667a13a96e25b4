import {
  type AdminOrderQuery,
  BizStatus,
  OrderStatus,
  PaymentRefundStatus,
  RefundStatus,
} from '@dianjing/shared'
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database.ts'
import {
  games,
  orderEvents,
  orderReviews,
  orders,
  payments,
  refunds,
  staff,
  users,
} from '../../db/schema/index.ts'
import { containing as like, literal, withinShanghaiDays } from '../../lib/sql-filters.ts'

const customers = alias(users, 'customers')
const workerUsers = alias(users, 'worker_users')

const STATES: Record<AdminOrderQuery['state'], SQL | undefined> = {
  all: undefined,
  unpaid: eq(orders.status, OrderStatus.unpaid),
  waiting: and(eq(orders.status, OrderStatus.paid), eq(orders.bizStatus, BizStatus.waiting)),
  inService: and(eq(orders.status, OrderStatus.paid), eq(orders.bizStatus, BizStatus.inService)),
  toConfirm: and(eq(orders.status, OrderStatus.paid), eq(orders.bizStatus, BizStatus.awaitingClose)),
  completed: and(eq(orders.status, OrderStatus.paid), eq(orders.bizStatus, BizStatus.completed)),
  refunding: and(eq(orders.status, OrderStatus.paid), eq(orders.refundStatus, RefundStatus.applied)),
  refunded: eq(orders.status, OrderStatus.refunded),
  closed: eq(orders.status, OrderStatus.closed),
}

function filters(query: AdminOrderQuery): SQL | undefined {
  return and(
    STATES[query.state],
    query.keyword
      ? or(
          ilike(orders.orderNum, like(query.keyword)),
          ilike(customers.phone, like(query.keyword)),
          ilike(customers.nickName, like(query.keyword)),
        )
      : undefined,
    query.worker
      ? or(ilike(workerUsers.phone, like(query.worker)), ilike(workerUsers.nickName, like(query.worker)))
      : undefined,
    query.gameId ? eq(orders.gameTypeId, query.gameId) : undefined,
    withinShanghaiDays(orders.createdAt, query.from, query.to),
  )
}

const rowColumns = {
  order: orders,
  gameName: games.name,
  customerName: customers.nickName,
  customerPhone: customers.phone,
  workerNickName: workerUsers.nickName,
}

function base(db: Executor) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(games, eq(games.id, orders.gameTypeId))
    .innerJoin(customers, eq(customers.id, orders.userId))
    .leftJoin(workerUsers, eq(workerUsers.id, orders.workerId))
}

export async function listOrders(db: Executor, query: AdminOrderQuery) {
  const where = filters(query)
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.userId))
      .leftJoin(workerUsers, eq(workerUsers.id, orders.workerId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findOrder(db: Executor, id: number) {
  const [row] = await base(db).where(eq(orders.id, id))
  return row
}

export async function orderHistory(
  db: Executor,
  order: { id: number; outTradeNo: string; designatedWorkerId: number | null },
) {
  const [events, paid, refunded, [review], [designated]] = await Promise.all([
    // Staff events carry who did it by name: a note, a reassignment or a ruling is someone's.
    db
      .select({ event: orderEvents, staffName: staff.name })
      .from(orderEvents)
      .leftJoin(staff, and(eq(orderEvents.actor, 'staff'), eq(staff.id, orderEvents.actorId)))
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id),
    db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo)),
    db.select().from(refunds).where(eq(refunds.outTradeNo, order.outTradeNo)).orderBy(refunds.id),
    db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id)),
    order.designatedWorkerId
      ? db.select({ nickName: users.nickName }).from(users).where(eq(users.id, order.designatedWorkerId))
      : Promise.resolve([]),
  ])
  return { events, paid, refunded, review, designatedName: designated?.nickName ?? '' }
}

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

import {
  type AdminOrderQuery,
  BizStatus,
  OrderStatus,
  PaymentRefundStatus,
  type QueueSort,
  RefundStatus,
} from '@dianjing/shared'
import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database.ts'
import {
  games,
  orderEvents,
  orderReviews,
  orders,
  payments,
  refunds,
  staff,
  users,
} from '../../../db/schema/index.ts'
import { countQueue, minutesAgo, queueOrder } from '../../../lib/queue-count.ts'
import { containing as like, literal, withinShanghaiDays } from '../../../lib/sql-filters.ts'

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
  // Ended by a split: agreed by both sides or ruled by staff (协商完成 / 平台裁决).
  split: eq(orders.status, OrderStatus.negotiated),
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

/** How many orders each state tab holds under the query's other filters, in one pass. */
export async function countByState(db: Executor, query: AdminOrderQuery): Promise<Record<string, number>> {
  const columns = Object.fromEntries(
    Object.entries(STATES).map(([state, condition]) => [
      state,
      condition ? sql<number>`count(*) filter (where ${condition})`.mapWith(Number) : count(),
    ]),
  )
  const [row] = await db
    .select(columns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.userId))
    .leftJoin(workerUsers, eq(workerUsers.id, orders.workerId))
    .where(filters({ ...query, state: 'all' }))
  return row ?? {}
}

/**
 * A paid order nobody took (docs/domain.md: in the hall or still designated), without a refund asked for,
 * paid before `paidBefore`: the dispatch queue's rule.
 */
const unclaimed = (paidBefore: Date) =>
  and(
    eq(orders.status, OrderStatus.paid),
    eq(orders.bizStatus, BizStatus.waiting),
    ne(orders.refundStatus, RefundStatus.applied),
    sql`${orders.paidAt} <= ${paidBefore.toISOString()}::timestamptz`,
  )!

export async function listUnclaimed(
  db: Executor,
  paidBefore: Date,
  page: { page: number; pageSize: number; sort?: QueueSort },
) {
  const where = unclaimed(paidBefore)
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(
        ...queueOrder(page.sort, true, { since: orders.paidAt, amount: orders.amount, tieBreak: orders.id }),
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Orders in the dispatch queue, and how many have waited since payment past `targetMinutes`. */
export const unclaimedQueue = (db: Executor, afterMinutes: number, targetMinutes: number) =>
  countQueue(db, orders, unclaimed(minutesAgo(afterMinutes)), orders.paidAt, targetMinutes)

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

export async function listRefundOrders(
  db: Executor,
  filter: RefundFilter,
  page: number,
  pageSize: number,
  sort?: QueueSort,
) {
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
    // updated_at: when the customer applied, for one that waits; when it was decided, otherwise.
    .orderBy(
      ...queueOrder(sort, filter === 'pending', {
        since: orders.updatedAt,
        amount: orders.amount,
        tieBreak: orders.id,
      }),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await db.select({ value: count() }).from(orders).where(where)
  return { rows, total: total?.value ?? 0 }
}

/** Refund applications waiting for finance, and how many waited past `targetMinutes`. */
export const refundQueue = (db: Executor, targetMinutes: number) =>
  countQueue(db, orders, FILTERS.pending, orders.updatedAt, targetMinutes)

import { OrderStatus, type StateOf, type UserStatus } from '@dianjing/shared'
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database.ts'
import { balanceRecords, orders, users, workers } from '../../db/schema/index.ts'
import { containing as like, literal } from '../../lib/sql-filters.ts'
import { noteUserWritten } from './session-cache.ts'

const inviters = alias(users, 'inviters')

const userColumns = {
  user: users,
  isWorker: sql<boolean>`exists (select 1 from ${workers} where ${workers.userId} = ${users.id})`,
  orderCount: sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id} and ${orders.status} in (${literal(OrderStatus.paid)}, ${literal(OrderStatus.refunded)}))`,
  paidTotal: sql<number>`(select coalesce(sum(${orders.amount}), 0)::bigint from ${orders} where ${orders.userId} = ${users.id} and ${orders.status} = ${literal(OrderStatus.paid)})`,
  inviterName: inviters.nickName,
}

export async function listUsers(
  db: Executor,
  keyword: string | undefined,
  page: { page: number; pageSize: number },
) {
  const text = keyword?.trim()
  const where = text
    ? or(
        ilike(users.phone, like(text)),
        ilike(users.nickName, like(text)),
        /^\d{1,9}$/.test(text) ? eq(users.id, Number(text)) : undefined,
      )
    : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .leftJoin(inviters, eq(inviters.id, users.inviterId))
      .where(where)
      .orderBy(desc(users.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(inviters, eq(inviters.id, users.inviterId))
    .where(eq(users.id, id))
  return row
}

export async function userOrders(db: Executor, userId: number, limit: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(limit)
}

export async function userBalanceRecords(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(balanceRecords)
    .where(eq(balanceRecords.userId, userId))
    .orderBy(desc(balanceRecords.id))
    .limit(limit)
}

export async function invitees(db: Executor, userId: number, limit: number) {
  return db
    .select({ id: users.id, nickName: users.nickName, phone: users.phone, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.inviterId, userId))
    .orderBy(desc(users.id))
    .limit(limit)
}

/** Sets a user's status (active or banned); answers the row only when it changed. */
export async function setUserStatus(db: Executor, id: number, status: StateOf<typeof UserStatus>) {
  noteUserWritten(id)
  const [row] = await db
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), sql`${users.status} <> ${status}`))
    .returning()
  return row
}

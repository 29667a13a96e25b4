import {
  type AdminAuditQuery,
  OrderStatus,
  StaffStatus,
  type StateOf,
  type UserStatus,
} from '@dianjing/shared'
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database.ts'
import {
  auditLog,
  balanceRecords,
  orders,
  staff,
  staffSessions,
  users,
  workers,
} from '../../db/schema/index.ts'
import { containing as like, literal, withinShanghaiDays } from '../../lib/sql-filters.ts'
import { noteUserWritten } from '../account/session-cache.ts'

// --- staff ------------------------------------------------------------------------------------------

export async function listStaff(db: Executor) {
  return db.select().from(staff).orderBy(staff.id)
}

export async function findStaff(db: Executor, id: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id))
  return row
}

export async function insertStaff(db: Executor, values: typeof staff.$inferInsert) {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning()
  return row
}

export async function updateStaff(db: Executor, id: number, values: Partial<typeof staff.$inferInsert>) {
  const [row] = await db.update(staff).set(values).where(eq(staff.id, id)).returning()
  return row
}

export async function countActiveOwners(db: Executor) {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.status, StaffStatus.active)))
  return row?.n ?? 0
}

/** Signs a staff member out everywhere, except the session `keepTokenHash` when given. */
export async function revokeStaffSessions(db: Executor, staffId: number, keepTokenHash?: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keepTokenHash ? sql`${staffSessions.tokenHash} <> ${keepTokenHash}` : undefined,
      ),
    )
}

// --- audit log --------------------------------------------------------------------------------------

export async function listAudit(db: Executor, query: AdminAuditQuery) {
  const where = and(
    query.staffId ? eq(auditLog.staffId, query.staffId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    withinShanghaiDays(auditLog.createdAt, query.from, query.to),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, staffName: staff.name })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

// --- users ------------------------------------------------------------------------------------------

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

import { type AdminAuditQuery, StaffStatus } from '@dianjing/shared'
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { auditLog, orders, staff, staffSessions, users } from '../../db/schema/index.ts'
import { containing as like, withinShanghaiDays } from '../../lib/sql-filters.ts'

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

/**
 * The entries about what `text` names, as staff search for it: a record id; an order by its number or
 * WeChat out_trade_no; a customer or worker by phone; or any entry whose recorded values contain it (a
 * reference, a reason, a name).
 */
function recordsNamed(text: string): SQL {
  return or(
    eq(auditLog.entityId, text),
    and(
      eq(auditLog.entity, 'order'),
      sql`${auditLog.entityId} in (select ${orders.id}::text from ${orders} where ${orders.orderNum} = ${text} or ${orders.outTradeNo} = ${text})`,
    ),
    and(
      inArray(auditLog.entity, ['user', 'worker']),
      sql`${auditLog.entityId} in (select ${users.id}::text from ${users} where ${users.phone} = ${text})`,
    ),
    sql`${auditLog.before}::text like ${like(text)}`,
    sql`${auditLog.after}::text like ${like(text)}`,
  )!
}

export async function listAudit(db: Executor, query: AdminAuditQuery) {
  const where = and(
    query.staffId ? eq(auditLog.staffId, query.staffId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? recordsNamed(query.entityId) : undefined,
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

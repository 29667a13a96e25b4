import { StaffStatus } from '@dianjing/shared'
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { staff, staffSessions } from '../../db/schema/index.ts'

export async function findStaffByPhone(db: Executor, phone: string) {
  const [row] = await db.select().from(staff).where(eq(staff.phone, phone))
  return row
}

export async function countStaff(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(staff)
  return row?.value ?? 0
}

export async function insertStaff(db: Executor, values: typeof staff.$inferInsert) {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning()
  return row
}

export async function touchLastLogin(db: Executor, staffId: number) {
  await db.update(staff).set({ lastLoginAt: sql`now()` }).where(eq(staff.id, staffId))
}

export async function insertSession(db: Executor, values: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(values)
}

/** The live session behind a token hash, with its active staff member. */
/** The status of the staff member a session token was issued to, live or not. */
export async function sessionOwnerStatus(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ status: staff.status })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
  return row?.status
}

export async function findLiveSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ id: staff.id, phone: staff.phone, name: staff.name, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        eq(staff.status, StaffStatus.active),
      ),
    )
  return row
}

export async function revokeSession(db: Executor, tokenHash: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
}

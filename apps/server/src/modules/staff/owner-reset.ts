import { StaffStatus } from '@dianjing/shared'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { staff, staffSessions } from '../../db/schema/index.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { generatePassword, hashPassword } from '../../lib/secrets.ts'
import { DEFAULT_OWNER_PHONE } from './auth.ts'

export class OwnerResetError extends Error {
  override name = 'OwnerResetError'
}

/**
 * A new password for an owner account, by someone with the server's shell (the console's owners are
 * locked out): `ADMIN_PASSWORD` or a generated one. The account is enabled again, every session it had
 * ends, and the audit log records the reset as the account's own.
 */
export async function resetOwnerPassword(
  db: Db,
  config: Config,
  phone = config.admin.phone ?? DEFAULT_OWNER_PHONE,
): Promise<{ phone: string; password: string; generated: boolean }> {
  const password = config.admin.password ?? generatePassword()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const [member] = await tx.select().from(staff).where(eq(staff.phone, phone)).for('update')
    if (!member) throw new OwnerResetError(`no staff account has the phone ${phone}`)
    if (member.role !== 'owner') {
      throw new OwnerResetError(
        `${phone} is a ${member.role} account, not an owner: an owner resets it in the console`,
      )
    }
    await tx.update(staff).set({ passwordHash, status: StaffStatus.active }).where(eq(staff.id, member.id))
    await tx
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffSessions.staffId, member.id), isNull(staffSessions.revokedAt)))
    await recordStaffAction(tx, {
      staffId: member.id,
      action: 'resetOwnerPasswordOnServer',
      entity: 'staff',
      entityId: member.id,
      before: { status: member.status },
      after: { passwordReset: true, status: StaffStatus.active },
    })
  })
  return { phone, password, generated: config.admin.password === undefined }
}

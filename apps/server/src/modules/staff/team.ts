import {
  type AdminAuditList,
  type AdminAuditQuery,
  type AdminStaffRow,
  AUDIT_ACTION_LABELS,
  formatDateTime,
  formatDateTimeOrEmpty,
  type StaffRoleValue,
  StaffStatus,
  type StateOf,
} from '@dianjing/shared'
import type { Db } from '../../db/database.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { AppError, business, notFound } from '../../lib/errors.ts'
import { generatePassword, hashPassword, hashToken, verifyPassword } from '../../lib/secrets.ts'
import * as repo from './team-repo.ts'

export const Messages = {
  staffNotFound: '员工账号不存在',
  phoneTaken: '该手机号已是员工账号',
  lastOwner: '至少保留一个启用的所有者账号',
  notSelf: '不能对自己的账号执行此操作',
  wrongPassword: '原密码错误',
} as const

function toStaffRow(row: NonNullable<Awaited<ReturnType<typeof repo.findStaff>>>): AdminStaffRow {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    role: row.role as StaffRoleValue,
    status: row.status,
    lastLoginTime: formatDateTimeOrEmpty(row.lastLoginAt),
    createTime: formatDateTime(row.createdAt),
  }
}

const snapshot = (row: AdminStaffRow) => ({ name: row.name, role: row.role, status: row.status })

export async function listStaff(db: Db): Promise<AdminStaffRow[]> {
  return (await repo.listStaff(db)).map(toStaffRow)
}

/** The owner adds an account; its password is generated and shown once. */
export async function createStaff(
  db: Db,
  ownerId: number,
  body: { phone: string; name: string; role: StaffRoleValue },
): Promise<{ password: string }> {
  const password = generatePassword()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const created = await repo.insertStaff(tx, { ...body, passwordHash })
    if (!created) throw business(Messages.phoneTaken)
    await recordStaffAction(tx, {
      staffId: ownerId,
      action: 'createStaff',
      entity: 'staff',
      entityId: created.id,
      before: null,
      after: snapshot(toStaffRow(created)),
    })
  })
  return { password }
}

/** Changes one staff account under the owner's hand, keeping at least one active owner. */
async function changeStaff(
  db: Db,
  ownerId: number,
  id: number,
  action: string,
  values: {
    name?: string
    role?: StaffRoleValue
    status?: StateOf<typeof StaffStatus>
    passwordHash?: string
  },
  revokeSessions: boolean,
) {
  await db.transaction(async (tx) => {
    const before = await repo.findStaff(tx, id)
    if (!before) throw notFound(Messages.staffNotFound)
    if (
      id === ownerId &&
      (values.status === StaffStatus.disabled || (values.role && values.role !== 'owner'))
    ) {
      throw business(Messages.notSelf)
    }
    const after = await repo.updateStaff(tx, id, values)
    if (before.role === 'owner' && (await repo.countActiveOwners(tx)) === 0)
      throw business(Messages.lastOwner)
    if (revokeSessions) await repo.revokeStaffSessions(tx, id)
    await recordStaffAction(tx, {
      staffId: ownerId,
      action,
      entity: 'staff',
      entityId: id,
      before: snapshot(toStaffRow(before)),
      after: values.passwordHash ? { passwordReset: true } : snapshot(toStaffRow(after!)),
    })
  })
}

export async function updateStaff(
  db: Db,
  ownerId: number,
  id: number,
  body: { name: string; role: StaffRoleValue },
) {
  // A role change takes effect at once: the old sessions carried the old role's menu.
  const before = await repo.findStaff(db, id)
  await changeStaff(db, ownerId, id, 'updateStaff', body, before !== undefined && before.role !== body.role)
}

export async function setStaffEnabled(db: Db, ownerId: number, id: number, enabled: boolean) {
  await changeStaff(
    db,
    ownerId,
    id,
    enabled ? 'enableStaff' : 'disableStaff',
    { status: enabled ? StaffStatus.active : StaffStatus.disabled },
    !enabled,
  )
}

export async function resetStaffPassword(db: Db, ownerId: number, id: number): Promise<{ password: string }> {
  const password = generatePassword()
  await changeStaff(
    db,
    ownerId,
    id,
    'resetStaffPassword',
    { passwordHash: await hashPassword(password) },
    true,
  )
  return { password }
}

/** Anyone changes their own password; their other sessions end, this one stays. */
export async function changeOwnPassword(
  db: Db,
  staffId: number,
  token: string,
  body: { oldPassword: string; newPassword: string },
) {
  const member = await repo.findStaff(db, staffId)
  if (!member) throw notFound(Messages.staffNotFound)
  if (!(await verifyPassword(body.oldPassword, member.passwordHash)))
    throw new AppError('validation', Messages.wrongPassword)
  const passwordHash = await hashPassword(body.newPassword)
  await db.transaction(async (tx) => {
    await repo.updateStaff(tx, staffId, { passwordHash })
    await repo.revokeStaffSessions(tx, staffId, hashToken(token))
    await recordStaffAction(tx, {
      staffId,
      action: 'changeOwnPassword',
      entity: 'staff',
      entityId: staffId,
      before: null,
      after: { passwordChanged: true },
    })
  })
}

export async function auditLog(db: Db, query: AdminAuditQuery): Promise<AdminAuditList> {
  const { rows, total } = await repo.listAudit(db, query)
  return {
    total,
    list: rows.map(({ entry, staffName }) => ({
      id: entry.id,
      staffId: entry.staffId,
      staffName: staffName ?? '',
      action: entry.action,
      actionLabel: AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? '',
      before: entry.before,
      after: entry.after,
      createTime: formatDateTime(entry.createdAt),
    })),
  }
}

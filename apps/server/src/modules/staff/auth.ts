import {
  type StaffLoginBody,
  type StaffLoginResult,
  type StaffProfile,
  type StaffRoleValue,
  StaffStatus,
} from '@dianjing/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { AppError } from '../../lib/errors.ts'
import { loginAttempts } from '../../lib/rate-limit.ts'
import { generatePassword, hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.ts'
import * as repo from './auth-repo.ts'

const STAFF_SESSION_DAYS = 7
const WRONG_CREDENTIALS = '手机号或密码错误'
const TOO_MANY_FAILURES = '登录失败次数过多，请15分钟后再试'
export const DEFAULT_OWNER_PHONE = '13800000000'

/** A hash to compare against when the phone is unknown, so both failures take the same time. */
const decoyHash = hashPassword(generatePassword())

function toProfile(row: { id: number; phone: string; name: string; role: string }): StaffProfile {
  return { id: row.id, phone: row.phone, name: row.name, role: row.role as StaffRoleValue }
}

/** Staff sign-in, with failures limited per phone and per address like customers'. */
export async function login(db: Db, body: StaffLoginBody, ip: string): Promise<StaffLoginResult> {
  const attempts = loginAttempts(db, 'staff-login', body.phone, ip)
  if (await attempts.refused()) throw new AppError('rateLimited', TOO_MANY_FAILURES)
  const member = await repo.findStaffByPhone(db, body.phone)
  const valid = await verifyPassword(body.password, member?.passwordHash ?? (await decoyHash))
  if (!member || !valid) {
    await attempts.failed()
    throw new AppError('business', WRONG_CREDENTIALS)
  }
  await attempts.succeeded()
  if (member.status !== StaffStatus.active) throw new AppError('forbidden', '该账号已停用')
  const token = newToken()
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    staffId: member.id,
    expiresAt: new Date(Date.now() + STAFF_SESSION_DAYS * 86_400_000),
  })
  await repo.touchLastLogin(db, member.id)
  return { token, staff: toProfile(member) }
}

/**
 * Why a token no longer signs in, in words for the login page: an account an owner disabled says so;
 * anything else (expired, signed out, a password changed elsewhere) asks to sign in again.
 */
export async function refusalOf(db: Db, token: string): Promise<string> {
  const status = await repo.sessionOwnerStatus(db, hashToken(token))
  return status === StaffStatus.disabled ? '该账号已停用，如有疑问请联系平台所有者' : '登录已过期，请重新登录'
}

export async function authenticate(db: Db, token: string): Promise<StaffProfile | null> {
  const row = await repo.findLiveSession(db, hashToken(token))
  return row ? toProfile(row) : null
}

export async function logout(db: Db, token: string): Promise<void> {
  await repo.revokeSession(db, hashToken(token))
}

/**
 * The first start creates the owner from ADMIN_PHONE / ADMIN_PASSWORD, or with a generated password
 * that is printed once: it is never stored anywhere but as its hash.
 */
export async function ensureOwner(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if ((await repo.countStaff(db)) > 0) return
  const phone = config.admin.phone ?? DEFAULT_OWNER_PHONE
  const password = config.admin.password ?? generatePassword()
  const created = await repo.insertStaff(db, {
    phone,
    name: '平台所有者',
    role: 'owner',
    passwordHash: await hashPassword(password),
  })
  if (!created || config.admin.password) return
  log.warn({ phone }, 'admin owner account created with a generated password')
  // Printed once to the console, never logged or stored: the operator copies it now or resets it later.
  process.stdout.write(
    `\n  Admin console owner account (shown once)\n    phone:    ${phone}\n    password: ${password}\n    sign in:  ${config.publicUrl}/admin\n\n`,
  )
}

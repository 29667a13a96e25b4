import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { auditLog, staff } from '../../db/schema/index.ts'
import { hashPassword } from '../../lib/secrets.ts'
import { apiCaller } from '../../test/api-call.ts'
import { useTestApp } from '../../test/test-app.ts'
import { ensureOwner } from './auth.ts'
import { OwnerResetError, resetOwnerPassword } from './owner-reset.ts'

const OWNER = { phone: '13900000011', password: 'owner-pass-123' }
const { app, database, config } = await useTestApp({
  ADMIN_PHONE: OWNER.phone,
  ADMIN_PASSWORD: OWNER.password,
})
const { db } = database
await ensureOwner(db, config, pino({ level: 'silent' }))

const call = apiCaller(app)
const login = (phone: string, password: string) =>
  call<{ token: string } | null>('POST', '/boot/admin/auth/login', undefined, { phone, password })
const me = async (token: string) => (await call('GET', '/boot/admin/auth/me', token)).status

/** The configuration the command reads: the same environment, without ADMIN_PASSWORD unless given. */
const commandConfig = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ADMIN_PHONE: OWNER.phone, ...env })

describe('npm run admin:reset-password', () => {
  it('gives a locked-out owner a new generated password, ends their sessions and records it', async () => {
    const before = await login(OWNER.phone, OWNER.password)
    expect(before.code).toBe(0)
    await db.update(staff).set({ status: 1 }).where(eq(staff.phone, OWNER.phone))

    const reset = await resetOwnerPassword(db, commandConfig())
    expect(reset).toMatchObject({ phone: OWNER.phone, generated: true })
    expect(reset.password.length).toBeGreaterThanOrEqual(12)

    expect(await me(before.data!.token)).toBe(401)
    expect((await login(OWNER.phone, OWNER.password)).code).not.toBe(0)
    expect((await login(OWNER.phone, reset.password)).code).toBe(0)
    const [member] = await db.select().from(staff).where(eq(staff.phone, OWNER.phone))
    expect(member!.status).toBe(0)
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'resetOwnerPasswordOnServer'), eq(auditLog.staffId, member!.id)))
    expect(entries).toHaveLength(1)
    expect(JSON.stringify(entries[0])).not.toContain(reset.password)
  })

  it('takes ADMIN_PASSWORD when it is set', async () => {
    const reset = await resetOwnerPassword(db, commandConfig({ ADMIN_PASSWORD: 'chosen-pass-456' }))
    expect(reset.generated).toBe(false)
    expect((await login(OWNER.phone, 'chosen-pass-456')).code).toBe(0)
  })

  it('refuses an unknown phone and an account that is not an owner, changing nothing', async () => {
    await expect(resetOwnerPassword(db, commandConfig(), '13900000099')).rejects.toThrow(OwnerResetError)
    await db.insert(staff).values({
      phone: '13900000012',
      name: '财务',
      role: 'finance',
      passwordHash: await hashPassword('finance-pass-1'),
    })
    await expect(resetOwnerPassword(db, commandConfig(), '13900000012')).rejects.toThrow(/not an owner/)
    expect((await login('13900000012', 'finance-pass-1')).code).toBe(0)
  })
})

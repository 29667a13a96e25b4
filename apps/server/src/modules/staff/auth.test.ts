import { eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { staff } from '../../db/schema/index.ts'
import { verifyPassword } from '../../lib/secrets.ts'
import { apiCaller } from '../../test/api-call.ts'
import { useTestApp } from '../../test/test-app.ts'
import { ensureOwner } from './auth.ts'

const OWNER = { phone: '13900000001', password: 'owner-pass-123' }
const { app, database, config } = await useTestApp({
  ADMIN_PHONE: OWNER.phone,
  ADMIN_PASSWORD: OWNER.password,
})
const { db } = database
const silent = pino({ level: 'silent' })
/** A second app on a database of its own, for an owner created without a configured password. */
const fresh = await useTestApp()

const call = apiCaller(app)

interface StaffLogin {
  token: string
  staff: { phone: string; role: string; name: string }
}
const login = (phone: string, password: string) =>
  call<StaffLogin>('POST', '/boot/admin/auth/login', undefined, { phone, password })
const me = (token?: string) => call('GET', '/boot/admin/auth/me', token)

describe('the first owner account', () => {
  it('comes from ADMIN_PHONE / ADMIN_PASSWORD, stored only as a hash, and only once', async () => {
    await ensureOwner(db, config, silent)
    await ensureOwner(db, config, silent)
    const rows = await db.select().from(staff)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ phone: OWNER.phone, role: 'owner' })
    expect(rows[0]!.passwordHash).not.toContain(OWNER.password)
    expect(await verifyPassword(OWNER.password, rows[0]!.passwordHash)).toBe(true)
  })
})

describe('staff login', () => {
  it('gives a token that opens /me', async () => {
    const signedIn = await login(OWNER.phone, OWNER.password)
    expect(signedIn.code).toBe(0)
    expect(signedIn.data.staff).toMatchObject({ phone: OWNER.phone, role: 'owner', name: '平台所有者' })
    expect(await me(signedIn.data.token)).toMatchObject({ code: 0, data: { phone: OWNER.phone } })
  })

  it('answers one message for a wrong password and an unknown phone', async () => {
    const wrong = await login(OWNER.phone, 'nope-nope')
    const unknown = await login('13700000000', OWNER.password)
    expect(wrong).toMatchObject({ code: 1, msg: '手机号或密码错误', data: null })
    expect(unknown).toEqual(wrong)
  })

  it('validates the payload with the shared messages', async () => {
    expect((await login('', 'x')).msg).toBe('请输入手机号码')
    expect((await login('12345678901', 'x')).msg).toBe('请输入正确的手机号码')
    expect((await login(OWNER.phone, '')).msg).toBe('请输入密码')
  })

  it('refuses calls without a valid token with code 401 and HTTP 401', async () => {
    for (const answer of [await me(), await me('forged-token')]) {
      expect(answer).toMatchObject({ status: 401, code: 401 })
    }
  })

  it('logout revokes the token at once', async () => {
    const { token } = (await login(OWNER.phone, OWNER.password)).data
    expect(await call('POST', '/boot/admin/auth/logout', token)).toMatchObject({ code: 0 })
    expect((await me(token)).status).toBe(401)
  })

  it('a disabled staff member is refused at login and their live tokens stop working', async () => {
    const { token } = (await login(OWNER.phone, OWNER.password)).data
    await db.update(staff).set({ status: 1 }).where(eq(staff.phone, OWNER.phone))
    try {
      expect((await me(token)).status).toBe(401)
      expect(await login(OWNER.phone, OWNER.password)).toMatchObject({
        code: 403,
        msg: '该账号已停用',
      })
    } finally {
      await db.update(staff).set({ status: 0 }).where(eq(staff.phone, OWNER.phone))
    }
  })

  it('the dashboard status needs a session and counts the records', async () => {
    expect((await call('GET', '/boot/admin/system/status')).status).toBe(401)
    const { token } = (await login(OWNER.phone, OWNER.password)).data
    const status = await call<{ database: string }>('GET', '/boot/admin/system/status', token)
    expect(status).toMatchObject({ code: 0, data: { games: 0, products: 0, users: 0 } })
    expect(['pglite', 'postgres']).toContain(status.data.database)
  })
})

describe('a generated owner password', () => {
  it('is printed once and works', async () => {
    const printed: string[] = []
    const write = process.stdout.write.bind(process.stdout)
    process.stdout.write = ((chunk: string) => {
      printed.push(String(chunk))
      return true
    }) as typeof process.stdout.write
    try {
      await ensureOwner(fresh.database.db, fresh.config, silent)
    } finally {
      process.stdout.write = write
    }
    const password = /password: (\S+)/.exec(printed.join(''))?.[1]
    expect(password).toBeTruthy()
    expect(
      await apiCaller(fresh.app)('POST', '/boot/admin/auth/login', undefined, {
        phone: '13800000000',
        password,
      }),
    ).toMatchObject({ code: 0 })
  })
})

describe('staff sign-in limits', () => {
  it('five wrong passwords for a phone stop its sign-in for a while, even with the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(OWNER.phone, 'wrong-guess')).status).toBe(200)
    const refused = await login(OWNER.phone, OWNER.password)
    expect([refused.status, refused.msg]).toEqual([429, '登录失败次数过多，请15分钟后再试'])
  })
})

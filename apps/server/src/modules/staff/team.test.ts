import type { AdminAuditList } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { apiCaller } from '../../test/api-call.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder } from '../orders/testing.ts'

const context = await useTestApp()
const { app, database } = context
const { db } = database

beforeAll(async () => {
  await seedDemoData(db)
})

const call = apiCaller(app)
const staffLogin = (phone: string, password: string) =>
  call<{ token: string }>('POST', '/boot/admin/auth/login', undefined, { phone, password })
const me = (token: string) => call('GET', '/boot/admin/auth/me', token)

describe('staff accounts', () => {
  it('the owner creates a finance account, which signs in with the password shown once; disabling ends its sessions', async () => {
    const owner = await signInStaff(context, 'owner')
    const created = await owner.call<{ password: string }>('POST', '/boot/admin/staff', {
      phone: '13711112222',
      name: '财务小王',
      role: 'finance',
    })
    expect(created.body.code).toBe(0)
    expect(
      (await owner.call('POST', '/boot/admin/staff', { phone: '13711112222', name: '重复', role: 'support' }))
        .body.msg,
    ).toBe('该手机号已是员工账号')
    const login = await staffLogin('13711112222', created.body.data.password)
    expect(login.code).toBe(0)
    expect((await me(login.data.token)).status).toBe(200)

    const list = await owner.call<{ id: number; phone: string; role: string }[]>('GET', '/boot/admin/staff')
    const row = list.body.data.find((member) => member.phone === '13711112222')!
    expect(row.role).toBe('finance')
    expect((await owner.call('POST', `/boot/admin/staff/${row.id}/disable`)).body.code).toBe(0)
    const refused = await me(login.data.token)
    expect(refused.status).toBe(401)
    // The console's login page says why, not just that the session expired.
    expect(refused).toMatchObject({ code: 401, msg: '该账号已停用，如有疑问请联系平台所有者' })
    expect((await staffLogin('13711112222', created.body.data.password)).msg).toBe('该账号已停用')

    await owner.call('POST', `/boot/admin/staff/${row.id}/enable`)
    const reset = await owner.call<{ password: string }>('POST', `/boot/admin/staff/${row.id}/reset-password`)
    expect((await staffLogin('13711112222', created.body.data.password)).code).toBe(1)
    expect((await staffLogin('13711112222', reset.body.data.password)).code).toBe(0)

    const audit = await owner.call<AdminAuditList>(
      'GET',
      `/boot/admin/audit-log?entity=staff&entityId=${row.id}`,
    )
    expect(audit.body.data.list.map((entry) => entry.actionLabel)).toEqual([
      '重置员工密码',
      '启用员工',
      '停用员工',
      '新增员工',
    ])
    expect(audit.body.data.list.at(-1)).toMatchObject({
      before: null,
      after: { role: 'finance', name: '财务小王' },
    })
  })

  it('keeps one active owner, and the owner cannot disable themselves', async () => {
    const owner = await signInStaff(context, 'owner')
    expect((await owner.call('POST', `/boot/admin/staff/${owner.staffId}/disable`)).body.msg).toBe(
      '不能对自己的账号执行此操作',
    )
    expect(
      (await owner.call('PUT', `/boot/admin/staff/${owner.staffId}`, { name: '我', role: 'support' })).body
        .msg,
    ).toBe('不能对自己的账号执行此操作')
  })

  it('each staff member changes their own password; their other sessions end', async () => {
    const support = await signInStaff(context, 'support')
    const wrong = await support.call('POST', '/boot/admin/me/password', {
      oldPassword: 'nope',
      newPassword: 'new-password-1',
    })
    expect(wrong.body.msg).toBe('原密码错误')
    const short = await support.call('POST', '/boot/admin/me/password', {
      oldPassword: 'pass-support-123',
      newPassword: 'short',
    })
    expect(short.body.msg).toBe('密码至少8位')
    const changed = await support.call('POST', '/boot/admin/me/password', {
      oldPassword: 'pass-support-123',
      newPassword: 'new-password-1',
    })
    expect(changed.body.code).toBe(0)
    expect((await support.call('GET', '/boot/admin/auth/me')).status).toBe(200)
  })
})

describe('the audit log, searched', () => {
  it('finds an order’s entries by its number, a customer’s by phone, and any entry by what it recorded', async () => {
    const support = await signInStaff(context, 'support')
    const operator = await signInStaff(context, 'operator')
    const owner = await signInStaff(context, 'owner')
    const customer = await makeCustomer(db, '查找老板')
    const order = await makePaidOrder(db, customer.userId, { amount: 3_000 })
    await support.call('POST', `/boot/admin/orders/${order.id}/notes`, { note: '客户来电要求加急处理' })
    await operator.call('POST', `/boot/admin/users/${customer.userId}/ban`, { reason: '恶意退款' })
    const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, customer.userId))
    const phone = row!.phone

    const search = async (text: string) =>
      (
        await owner.call<AdminAuditList>('GET', `/boot/admin/audit-log?entityId=${encodeURIComponent(text)}`)
      ).body.data.list.map((entry) => [entry.action, entry.entity, entry.entityId])
    expect(await search(order.orderNum)).toEqual([['noteOrder', 'order', String(order.id)]])
    expect(await search(String(order.id))).toContainEqual(['noteOrder', 'order', String(order.id)])
    expect(await search(phone)).toEqual([['banUser', 'user', String(customer.userId)]])
    expect(await search('要求加急')).toEqual([['noteOrder', 'order', String(order.id)]])
    expect(await search('没有这回事')).toEqual([])
  })
})

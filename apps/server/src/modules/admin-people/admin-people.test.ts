import type {
  AdminAuditList,
  AdminDashboard,
  AdminUserDetail,
  AdminUserList,
  AdminWorkerDetail,
} from '@dianjing/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../db/seed.ts'
import { useTestApp } from '../../test/test-app.ts'
import { signInStaff } from '../admin-catalogue/testing.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../orders/testing.ts'

const context = await useTestApp()
const { app, database } = context
const { db } = database

beforeAll(async () => {
  await seedDemoData(db)
})

async function staffLogin(phone: string, password: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/boot/admin/auth/login',
    payload: { phone, password },
  })
  return answer.json() as { code: number; msg: string; data: { token: string } }
}

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/boot/admin/auth/me', headers: { authorization: `Bearer ${token}` } })

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
    expect((await me(login.data.token)).statusCode).toBe(200)

    const list = await owner.call<{ id: number; phone: string; role: string }[]>('GET', '/boot/admin/staff')
    const row = list.body.data.find((member) => member.phone === '13711112222')!
    expect(row.role).toBe('finance')
    expect((await owner.call('POST', `/boot/admin/staff/${row.id}/disable`)).body.code).toBe(0)
    expect((await me(login.data.token)).statusCode).toBe(401)
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

describe('users and workers', () => {
  it('finds users, shows a user’s page, and a ban stops their sessions at once with words', async () => {
    const operator = await signInStaff(context, 'operator')
    const customer = await makeCustomer(db, '被封用户')
    await makePaidOrder(db, customer.userId, { amount: 5000 })
    const found = await operator.call<AdminUserList>('GET', '/boot/admin/users?keyword=被封用户')
    expect(found.body.data.list.map((row) => [row.id, row.orderCount, row.paidTotal])).toEqual([
      [customer.userId, 1, 5000],
    ])
    const page = await operator.call<AdminUserDetail>('GET', `/boot/admin/users/${customer.userId}`)
    expect(page.body.data.orders).toHaveLength(1)

    const info = () =>
      app.inject({
        method: 'GET',
        url: '/boot/system/info',
        headers: { authorization: `Bearer ${customer.token}` },
      })
    expect((await info()).statusCode).toBe(200)
    expect(
      (await operator.call('POST', `/boot/admin/users/${customer.userId}/ban`, { reason: '恶意退款' })).body
        .code,
    ).toBe(0)
    const refused = await info()
    expect([refused.statusCode, refused.json().msg]).toEqual([403, '该账号已被停用，请联系客服'])
    expect(
      (await operator.call('POST', `/boot/admin/users/${customer.userId}/ban`, { reason: '再次' })).body.msg,
    ).toBe('该用户已被封禁')
    expect(
      (await operator.call('POST', `/boot/admin/users/${customer.userId}/unban`, { reason: '申诉通过' })).body
        .code,
    ).toBe(0)
  })

  it('a suspended worker cannot see the hall or accept until reinstated', async () => {
    const operator = await signInStaff(context, 'operator')
    const worker = await makeWorker(db)
    const hall = () =>
      app.inject({
        method: 'GET',
        url: '/boot/v1/dEsports/wxOrder/receivingOrderList',
        headers: { authorization: `Bearer ${worker.token}` },
      })
    expect((await hall()).statusCode).toBe(200)
    await operator.call('POST', `/boot/admin/workers/${worker.userId}/suspend`, { reason: '投诉较多' })
    expect((await hall()).statusCode).toBe(403)
    const page = await operator.call<AdminWorkerDetail>('GET', `/boot/admin/workers/${worker.userId}`)
    expect(page.body.data).toMatchObject({ status: 1, deposit: 10_000 })
    await operator.call('POST', `/boot/admin/workers/${worker.userId}/reinstate`, { reason: '整改完成' })
    expect((await hall()).statusCode).toBe(200)
  })
})

describe('dashboard and exports', () => {
  it('counts today’s money and what waits for staff', async () => {
    const support = await signInStaff(context, 'support')
    const before = (await support.call<AdminDashboard>('GET', '/boot/admin/dashboard')).body.data
    const customer = await makeCustomer(db)
    await makePaidOrder(db, customer.userId, { amount: 12_300, secondsAgo: 1 })
    const after = (await support.call<AdminDashboard>('GET', '/boot/admin/dashboard')).body.data
    expect(after.today.paidAmount - before.today.paidAmount).toBe(12_300)
    expect(after.today.paidOrders - before.today.paidOrders).toBe(1)
    expect(after.today.newUsers - before.today.newUsers).toBe(1)
    expect(after.series).toHaveLength(30)
    expect(after.series.at(-1)!.paidAmount).toBe(after.today.paidAmount)
  })

  it('streams orders as CSV for a date range, formula-safe', async () => {
    const finance = await signInStaff(context, 'finance')
    const customer = await makeCustomer(db, '=HYPERLINK("x")')
    const order = await makePaidOrder(db, customer.userId, { amount: 9_900 })
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
    const answer = await app.inject({
      method: 'GET',
      url: `/boot/admin/exports/orders.csv?from=${today}&to=${today}`,
      headers: { authorization: finance.authorization },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toContain('text/csv')
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^订单号,下单时间/)
    const line = lines.find((row) => row.startsWith(order.orderNum))!
    expect(line).toContain(',99.00,79.20,')
    const none = await app.inject({
      method: 'GET',
      url: '/boot/admin/exports/orders.csv?from=2020-01-01&to=2020-01-02',
      headers: { authorization: finance.authorization },
    })
    expect(
      none.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1)
  })
})

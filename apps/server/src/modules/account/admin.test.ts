import type { AdminOrderList, AdminUserDetail, AdminUserList, AdminWorkerDetail } from '@dianjing/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../db/seed.ts'
import { apiCaller } from '../../test/api-call.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../orders/testing.ts'

const context = await useTestApp()
const { app, database } = context
const { db } = database
const call = apiCaller(app)

beforeAll(async () => {
  await seedDemoData(db)
})

describe('users and workers', () => {
  it('a customer’s page reads a refund under review as the order list does: 退款审核中', async () => {
    const operator = await signInStaff(context, 'operator')
    const customer = await makeCustomer(db, '申请退款的客户')
    const order = await makePaidOrder(db, customer.userId)
    const applied = await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', customer.token, {
      orderId: order.id,
      refundReason: '不想要了',
    })
    expect(applied).toMatchObject({ code: 0 })
    const page = await operator.call<AdminUserDetail>('GET', `/boot/admin/users/${customer.userId}`)
    const list = await operator.call<AdminOrderList>('GET', `/boot/admin/orders?keyword=${order.orderNum}`)
    expect(page.body.data.orders.map((row) => row.stateLabel)).toEqual(['退款审核中'])
    expect(list.body.data.list.map((row) => row.stateLabel)).toEqual(['退款审核中'])
  })

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

    const info = () => call('GET', '/boot/system/info', customer.token)
    expect((await info()).status).toBe(200)
    expect(
      (await operator.call('POST', `/boot/admin/users/${customer.userId}/ban`, { reason: '恶意退款' })).body
        .code,
    ).toBe(0)
    const refused = await info()
    expect([refused.status, refused.msg]).toEqual([403, '该账号已被停用，请联系客服'])
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
    const hall = () => call('GET', '/boot/v1/dEsports/wxOrder/receivingOrderList', worker.token)
    expect((await hall()).status).toBe(200)
    await operator.call('POST', `/boot/admin/workers/${worker.userId}/suspend`, { reason: '投诉较多' })
    expect((await hall()).status).toBe(403)
    const page = await operator.call<AdminWorkerDetail>('GET', `/boot/admin/workers/${worker.userId}`)
    expect(page.body.data).toMatchObject({ status: 1, deposit: 10_000 })
    await operator.call('POST', `/boot/admin/workers/${worker.userId}/reinstate`, { reason: '整改完成' })
    expect((await hall()).status).toBe(200)
  })
})

import type { AdminLedgerList, AdminOrderDetail, AdminOrderList } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orders, payments } from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { freePort } from '../../../test/free-port.ts'
import { signInStaff } from '../../../test/staff-client.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { ledgerProblems, workerMoney } from '../../worker/testing.ts'
import { autoConfirm } from '../hall/fulfilment.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../testing.ts'

// The app listens: a dispute refund goes to the WeChat simulator it serves.
const port = await freePort()
const context = await useTestApp({ PORT: String(port) })
await context.app.listen({ port, host: '127.0.0.1' })
const { db } = context.database
const call = apiCaller(context.app)

/** The 24-hour job, as if the order had waited that long. */
async function autoConfirmNow(orderId: number) {
  await db
    .update(orders)
    .set({ completedAt: new Date(Date.now() - 25 * 3_600_000) })
    .where(eq(orders.id, orderId))
  return autoConfirm(db)
}

beforeAll(async () => {
  await seedDemoData(db)
})

describe('orders in the console', () => {
  it('lists with filters and shows one order with its timeline', async () => {
    const support = await signInStaff(context, 'support')
    const customer = await makeCustomer(db, '查单老板')
    const order = await makePaidOrder(db, customer.userId, { region: '1' })
    const list = await support.call<AdminOrderList>(
      'GET',
      `/boot/admin/orders?state=waiting&keyword=${order.orderNum}`,
    )
    expect(list.body.data.list.map((row) => [row.id, row.stateLabel, row.customerName])).toEqual([
      [order.id, '待接单', '查单老板'],
    ])
    const none = await support.call<AdminOrderList>(
      'GET',
      `/boot/admin/orders?state=completed&keyword=${order.orderNum}`,
    )
    expect(none.body.data.total).toBe(0)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
    const dated = await support.call<AdminOrderList>(
      'GET',
      `/boot/admin/orders?from=${today}&to=${today}&pageSize=100`,
    )
    expect(dated.body.data.list.map((row) => row.id)).toContain(order.id)
    const detail = await support.call<AdminOrderDetail>('GET', `/boot/admin/orders/${order.id}`)
    expect(detail.body.data).toMatchObject({ id: order.id, contactPhone: '13812345678', review: null })
    expect((await support.call('POST', `/boot/admin/orders/${order.id}/settle`)).status).toBe(403)
  })

  it('operators reassign; finance settles an order in service once, paying the worker', async () => {
    const operator = await signInStaff(context, 'operator')
    const finance = await signInStaff(context, 'finance')
    const customer = await makeCustomer(db)
    const worker = await makeWorker(db)
    const order = await makePaidOrder(db, customer.userId, { amount: 20_000 })

    expect(
      (
        await finance.call('POST', `/boot/admin/orders/${order.id}/reassign`, {
          workerId: worker.userId,
          reason: '客户要求更换打手',
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await operator.call('POST', `/boot/admin/orders/${order.id}/reassign`, {
          workerId: 99_999_999,
          reason: '测试',
        })
      ).body.msg,
    ).toBe('该打手不存在或已被暂停')
    expect(
      (
        await operator.call('POST', `/boot/admin/orders/${order.id}/reassign`, {
          workerId: worker.userId,
          reason: '客户要求更换打手',
        })
      ).body.code,
    ).toBe(0)
    const [assigned] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(assigned).toMatchObject({ workerId: worker.userId, bizStatus: 1 })

    const settled = await Promise.all([
      finance.call('POST', `/boot/admin/orders/${order.id}/settle`),
      finance.call('POST', `/boot/admin/orders/${order.id}/settle`),
    ])
    expect(settled.map((answer) => answer.body.code).sort()).toEqual([0, 1])
    expect((await workerMoney(db, worker.userId)).available).toBe(16_000)
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
    // The worker's money page names who settled it by hand (经办人), not 系统.
    const ledger = await finance.call<AdminLedgerList>('GET', `/boot/admin/workers/${worker.userId}/ledger`)
    const [newest] = ledger.body.data.list
    expect([newest?.amount, newest?.remarks, newest?.staffName]).toEqual([
      16_000,
      '订单结算收入',
      '测试finance',
    ])

    const detail = await finance.call<AdminOrderDetail>('GET', `/boot/admin/orders/${order.id}`)
    expect(detail.body.data.timeline.map((event) => [event.label, event.actor])).toEqual([
      ['改派打手', '测试operator'],
      ['确认完成并结算', '测试finance'],
    ])
    expect(detail.body.data.settledBy).toBe('staff')
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)))
    expect(audits.map((row) => row.action).sort()).toEqual(['reassignOrder', 'settleOrder'])

    expect(
      (await finance.call('POST', `/boot/admin/orders/${order.id}/refund`, { reason: '纠纷' })).body.msg,
    ).toBe('只有已支付、尚未结算的订单可以退款')
  })

  it('a dispute refund under way stops the order being settled, by anyone', async () => {
    const finance = await signInStaff(context, 'finance')
    const customer = await makeCustomer(db)
    const worker = await makeWorker(db)
    const order = await makePaidOrder(db, customer.userId, { amount: 8_000 })
    await db
      .update(orders)
      .set({ workerId: worker.userId, bizStatus: 2, attachment: '/boot/files/x.png' })
      .where(eq(orders.id, order.id))
    await db.insert(payments).values({
      outTradeNo: order.outTradeNo,
      purpose: 'order',
      userId: customer.userId,
      amount: order.amount,
      description: '测试',
      status: 1,
      expiresAt: new Date(Date.now() + 60_000),
    })
    const refund = await finance.call('POST', `/boot/admin/orders/${order.id}/refund`, {
      reason: '服务未完成',
    })
    expect(refund.body.code).toBe(0)
    expect((await finance.call('POST', `/boot/admin/orders/${order.id}/settle`)).body.msg).toBe(
      '该订单有退款正在处理，不能结算',
    )
    const customerConfirm = await call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', customer.token, {
      orderId: order.id,
    })
    expect(customerConfirm.code).toBe(1)
    expect(await autoConfirmNow(order.id)).toBe(0)
    expect((await workerMoney(db, worker.userId)).available).toBe(0)
  })
})

describe('notes on an order', () => {
  it('every role writes one; the timeline shows it under its author’s name; an empty or long one is refused', async () => {
    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId, { amount: 5_000 })
    for (const role of ['support', 'finance', 'operator'] as const) {
      const member = await signInStaff(context, role)
      const noted = await member.call('POST', `/boot/admin/orders/${order.id}/notes`, {
        note: `${role} 已电话联系客户`,
      })
      expect(noted.body).toMatchObject({ code: 0, msg: '备注已添加' })
    }
    const support = await signInStaff(context, 'support')
    expect(
      (await support.call('POST', `/boot/admin/orders/${order.id}/notes`, { note: '  ' })).body,
    ).toMatchObject({ code: 1, msg: '请填写备注' })
    expect(
      (await support.call('POST', `/boot/admin/orders/${order.id}/notes`, { note: '长'.repeat(201) })).body
        .msg,
    ).toBe('备注不能超过200个字符')

    const detail = await support.call<AdminOrderDetail>('GET', `/boot/admin/orders/${order.id}`)
    expect(
      detail.body.data.timeline
        .filter((event) => event.kind === 'note')
        .map((event) => [event.label, event.actor, event.note]),
    ).toEqual([
      ['员工备注', '测试support', 'support 已电话联系客户'],
      ['员工备注', '测试finance', 'finance 已电话联系客户'],
      ['员工备注', '测试operator', 'operator 已电话联系客户'],
    ])
  })
})

import type { AdminOrderDetail, OrderProgressView } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { clock } from '../../../lib/clock.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { signInStaff } from '../../../test/staff-client.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../testing.ts'

const context = await useTestApp()
const { db } = context.database
const call = apiCaller(context.app)
const PROGRESS = '/boot/v1/dEsports/wxOrder/progress'

beforeAll(async () => {
  await seedDemoData(db)
})

afterEach(() => clock.release())

async function acceptedOrder(acceptedAt = new Date()) {
  const customer = await makeCustomer(db)
  const worker = await makeWorker(db)
  const order = await makePaidOrder(db, customer.userId)
  await db
    .update(orders)
    .set({ workerId: worker.userId, workerName: '打手', bizStatus: 1, acceptedAt })
    .where(eq(orders.id, order.id))
  return { customer, worker, order }
}

const view = (token: string, orderId: number) =>
  call<OrderProgressView>('GET', `${PROGRESS}?orderId=${orderId}`, token)

describe('progress on an order in service', () => {
  it('the worker posts it; the customer sees it newest first; the first update stops the deadline', async () => {
    const acceptedAt = new Date()
    const { customer, worker, order } = await acceptedOrder(acceptedAt)
    const before = await view(customer.token, order.id)
    expect(before.data).toMatchObject({ percent: 0, updates: [], overdue: false })
    expect(before.data.firstDueTime).not.toBe('')

    const posted = await call('POST', PROGRESS, worker.token, {
      orderId: order.id,
      percent: 20,
      note: '已打完两局，胜一负一',
    })
    expect(posted.msg).toBe('进度已更新')
    await call('POST', PROGRESS, worker.token, { orderId: order.id, percent: 50, note: '升到钻石了' })
    const after = await view(customer.token, order.id)
    expect(after.data).toMatchObject({ percent: 50, firstDueTime: '', overdue: false })
    expect(after.data.updates.map((update) => [update.percent, update.note])).toEqual([
      [50, '升到钻石了'],
      [20, '已打完两局，胜一负一'],
    ])
    expect((await view(worker.token, order.id)).data.percent).toBe(50)
  })

  it('is late when no update came within 30 minutes of accepting (the clock moved, not slept)', async () => {
    const acceptedAt = new Date()
    const { customer, worker, order } = await acceptedOrder(acceptedAt)
    clock.freeze(new Date(acceptedAt.getTime() + 29 * 60_000))
    expect((await view(customer.token, order.id)).data.overdue).toBe(false)
    clock.freeze(new Date(acceptedAt.getTime() + 31 * 60_000))
    expect((await view(customer.token, order.id)).data.overdue).toBe(true)
    const support = await signInStaff(context, 'support')
    const staffView = await support.call<OrderProgressView>('GET', `/boot/admin/orders/${order.id}/progress`)
    expect(staffView.body.data.overdue).toBe(true)
    await call('POST', PROGRESS, worker.token, { orderId: order.id, percent: 10, note: '开始了' })
    expect((await view(customer.token, order.id)).data.overdue).toBe(false)
    const detail = await support.call<AdminOrderDetail>('GET', `/boot/admin/orders/${order.id}`)
    expect(detail.body.data.timeline.map((event) => [event.label, event.note]).at(-1)).toEqual([
      '更新进度',
      '10% 开始了',
    ])
  })

  it('only the worker serving it posts, only while in service; others do not read it', async () => {
    const { customer, worker, order } = await acceptedOrder()
    const other = await makeWorker(db)
    expect(
      (await call('POST', PROGRESS, other.token, { orderId: order.id, percent: 10, note: '我来' })).msg,
    ).toBe('订单不存在')
    expect(
      (await call('POST', PROGRESS, customer.token, { orderId: order.id, percent: 10, note: '我来' })).msg,
    ).toBe('订单不存在')
    expect((await view(other.token, order.id)).status).toBe(403)
    const bad = await call('POST', PROGRESS, worker.token, { orderId: order.id, percent: 120, note: 'x' })
    expect([bad.status, bad.msg]).toEqual([400, '请选择0到100之间的进度'])
    const empty = await call('POST', PROGRESS, worker.token, { orderId: order.id, percent: 10 })
    expect([empty.status, empty.msg]).toEqual([400, '请填写进度说明或上传截图'])
    const foreign = await call('POST', PROGRESS, worker.token, {
      orderId: order.id,
      percent: 10,
      images: ['/boot/files/uploads/not-mine.png'],
    })
    expect(foreign.msg).toBe('图片无效，请重新上传')
    await db.update(orders).set({ bizStatus: 2 }).where(eq(orders.id, order.id))
    expect(
      (await call('POST', PROGRESS, worker.token, { orderId: order.id, percent: 100, note: '完成' })).msg,
    ).toBe('只有服务中的订单可以更新进度')
    expect((await view(customer.token, order.id)).data.updates).toEqual([])
  })
})

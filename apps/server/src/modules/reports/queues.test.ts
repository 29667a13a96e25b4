import {
  type AdminApplicationList,
  type AdminOrderCounts,
  type AdminOrderList,
  type AdminRefundList,
  type AdminWithdrawalList,
  type AdminWorkerList,
  DEFAULT_QUEUE_SETTINGS,
  type QueueSettings,
  type QueueSummary,
  RefundStatus,
} from '@dianjing/shared'
import { eq, inArray } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orders, withdrawals, workerApplications } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { clock } from '../../lib/clock.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../orders/testing.ts'

const context = await useTestApp()
const { db } = context.database
const minutes = (count: number) => count * 60_000
const ago = (ms: number) => new Date(clock.now().getTime() - ms)

beforeAll(async () => {
  await seedDemoData(db)
})

afterEach(() => clock.release())

async function applicationWaiting(since: Date) {
  const customer = await makeCustomer(db)
  const [row] = await db
    .insert(workerApplications)
    .values({
      userId: customer.userId,
      name: '申请人',
      sex: '0',
      region: '0',
      briefIntroduction: '简介',
      createdAt: since,
    })
    .returning()
  return row!
}

async function withdrawalWaiting(since: Date, amount: number) {
  const worker = await makeWorker(db)
  const [row] = await db
    .insert(withdrawals)
    .values({
      workerId: worker.userId,
      amount,
      alipayName: '打手',
      alipayPhone: '13800000000',
      alipayPaymentCode: 'code',
      createdAt: since,
    })
    .returning()
  return row!
}

async function refundWaiting(since: Date, amount: number) {
  const customer = await makeCustomer(db)
  const order = await makePaidOrder(db, customer.userId, { amount })
  await db
    .update(orders)
    .set({ refundStatus: RefundStatus.applied, refundReason: '不想要了', updatedAt: since })
    .where(eq(orders.id, order.id))
  return order
}

describe('queue settings', () => {
  it('are the defaults until saved, and every role that works a queue reads them', async () => {
    for (const role of ['operator', 'finance', 'support'] as const) {
      const staff = await signInStaff(context, role)
      const answer = await staff.call<QueueSettings>('GET', '/boot/admin/queue-settings')
      expect(answer.body.data).toEqual(DEFAULT_QUEUE_SETTINGS)
    }
  })

  it('refuse what would break a queue, in Chinese, and change nothing', async () => {
    const finance = await signInStaff(context, 'finance')
    const refused: [Partial<QueueSettings> | Record<string, unknown>, string][] = [
      [{ targets: { ...DEFAULT_QUEUE_SETTINGS.targets, refunds: 0 } }, '退款审核时限至少为1分钟'],
      [{ targets: { ...DEFAULT_QUEUE_SETTINGS.targets, refunds: 1.5 } }, '退款审核时限须为整数分钟'],
      [{ unclaimedAfterMinutes: 20_000 }, '待派单等待时间不能超过10080分钟（7天）'],
      [
        { reasonTemplates: { ...DEFAULT_QUEUE_SETTINGS.reasonTemplates, refundRefuse: ['重复', '重复'] } },
        '拒绝退款的常用理由有重复',
      ],
      [
        { reasonTemplates: { ...DEFAULT_QUEUE_SETTINGS.reasonTemplates, dispatch: ['  '] } },
        '派单与改派的常用理由不能为空',
      ],
      [
        { reasonTemplates: { ...DEFAULT_QUEUE_SETTINGS.reasonTemplates, dispatch: ['理'.repeat(201)] } },
        '派单与改派的常用理由不能超过200个字符',
      ],
      [{ targets: { ...DEFAULT_QUEUE_SETTINGS.targets, unclaimed: 10 } }, '派单时限不能短于待派单等待时间'],
    ]
    for (const [change, message] of refused) {
      const answer = await finance.call('PUT', '/boot/admin/queue-settings', {
        ...DEFAULT_QUEUE_SETTINGS,
        ...change,
      })
      expect([answer.status, answer.body.msg]).toEqual([400, message])
    }
    const support = await signInStaff(context, 'support')
    expect((await support.call('PUT', '/boot/admin/queue-settings', DEFAULT_QUEUE_SETTINGS)).status).toBe(403)
    expect((await finance.call<QueueSettings>('GET', '/boot/admin/queue-settings')).body.data).toEqual(
      DEFAULT_QUEUE_SETTINGS,
    )
  })

  it('are saved whole and audited', async () => {
    const operator = await signInStaff(context, 'operator')
    const changed: QueueSettings = {
      ...DEFAULT_QUEUE_SETTINGS,
      // 0: every waiting order is in the dispatch queue at once.
      unclaimedAfterMinutes: 0,
      targets: { ...DEFAULT_QUEUE_SETTINGS.targets, applications: 120 },
      reasonTemplates: { ...DEFAULT_QUEUE_SETTINGS.reasonTemplates, applicationReject: ['  截图不清晰  '] },
    }
    const saved = await operator.call<QueueSettings>('PUT', '/boot/admin/queue-settings', changed)
    expect(saved.body).toMatchObject({ code: 0, msg: '队列设置已保存' })
    expect(saved.body.data.reasonTemplates.applicationReject).toEqual(['截图不清晰'])
    const read = await operator.call<QueueSettings>('GET', '/boot/admin/queue-settings')
    expect([read.body.data.targets.applications, read.body.data.unclaimedAfterMinutes]).toEqual([120, 0])
    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, 'queueSettings'))
    expect(audits.map((row) => [row.action, row.entityId])).toEqual([['update', 'queues']])
    await operator.call('PUT', '/boot/admin/queue-settings', DEFAULT_QUEUE_SETTINGS)
  })
})

describe('queues', () => {
  it('count what waits and what waited past its target, for the roles that read each queue', async () => {
    const owner = await signInStaff(context, 'owner')
    const summary = async () => (await owner.call<QueueSummary>('GET', '/boot/admin/queues')).body.data
    const before = await summary()

    await applicationWaiting(ago(minutes(10)))
    await applicationWaiting(ago(minutes(25 * 60)))
    await withdrawalWaiting(ago(minutes(5)), 5_000)
    await refundWaiting(ago(minutes(5 * 60)), 3_000)
    const customer = await makeCustomer(db)
    // Paid 10 minutes ago: not yet in the dispatch queue (30 minutes); 45: in it; 2 hours: overdue (60).
    await makePaidOrder(db, customer.userId, { secondsAgo: 10 * 60 })
    await makePaidOrder(db, customer.userId, { secondsAgo: 45 * 60 })
    await makePaidOrder(db, customer.userId, { secondsAgo: 2 * 3600 })

    const after = await summary()
    const delta = (key: keyof QueueSummary) => ({
      count: after[key]!.count - before[key]!.count,
      overdue: after[key]!.overdue - before[key]!.overdue,
    })
    expect(delta('applications')).toEqual({ count: 2, overdue: 1 })
    expect(delta('withdrawals')).toEqual({ count: 1, overdue: 0 })
    expect(delta('refunds')).toEqual({ count: 1, overdue: 1 })
    expect(delta('unclaimed')).toEqual({ count: 2, overdue: 1 })

    // A day later everything still waiting is overdue (the clock, not a sleep).
    clock.freeze(new Date(Date.now() + minutes(24 * 60 + 1)))
    const later = await summary()
    for (const key of ['applications', 'withdrawals', 'refunds', 'unclaimed'] as const) {
      expect(later[key]!.overdue).toBe(later[key]!.count)
    }
    clock.release()

    const visible = async (role: 'operator' | 'finance' | 'support') =>
      Object.keys(
        (await (await signInStaff(context, role)).call<QueueSummary>('GET', '/boot/admin/queues')).body.data,
      ).sort()
    expect(await visible('operator')).toEqual(['applications', 'arbitrations', 'unclaimed', 'withdrawals'])
    expect(await visible('finance')).toEqual(['applications', 'arbitrations', 'refunds', 'withdrawals'])
    expect(await visible('support')).toEqual([
      'applications',
      'arbitrations',
      'refunds',
      'unclaimed',
      'withdrawals',
    ])
  })

  it('list what waits oldest first, and sort by time or amount', async () => {
    const finance = await signInStaff(context, 'finance')
    const tag = (ids: number[], mine: number[]) => ids.filter((id) => mine.includes(id))

    const apps = [
      await applicationWaiting(ago(minutes(3))),
      await applicationWaiting(ago(minutes(300))),
      await applicationWaiting(ago(minutes(30))),
    ].map((row) => row.id)
    const listApps = async (sort = '') =>
      tag(
        (
          await finance.call<AdminApplicationList>(
            'GET',
            `/boot/admin/worker-applications?pageSize=100${sort}`,
          )
        ).body.data.list.map((row) => row.id),
        apps,
      )
    expect(await listApps()).toEqual([apps[1], apps[2], apps[0]])
    expect(await listApps('&sort=newest')).toEqual([apps[0], apps[2], apps[1]])

    const paid = [
      await withdrawalWaiting(ago(minutes(60)), 30_000),
      await withdrawalWaiting(ago(minutes(90)), 10_000),
      await withdrawalWaiting(ago(minutes(10)), 20_000),
    ].map((row) => row.id)
    const listWithdrawals = async (sort = '') =>
      tag(
        (
          await finance.call<AdminWithdrawalList>('GET', `/boot/admin/withdrawals?pageSize=100${sort}`)
        ).body.data.list.map((row) => row.id),
        paid,
      )
    expect(await listWithdrawals()).toEqual([paid[1], paid[0], paid[2]])
    expect(await listWithdrawals('&sort=amountDesc')).toEqual([paid[0], paid[2], paid[1]])
    expect(await listWithdrawals('&sort=amountAsc')).toEqual([paid[1], paid[2], paid[0]])
    // An unknown order is the default, not an error.
    expect(await listWithdrawals('&sort=bogus')).toEqual([paid[1], paid[0], paid[2]])

    const refunds = [
      await refundWaiting(ago(minutes(20)), 1_000),
      await refundWaiting(ago(minutes(200)), 9_000),
    ].map((row) => row.id)
    const listRefunds = async (sort = '') =>
      tag(
        (
          await finance.call<AdminRefundList>('GET', `/boot/admin/refunds?pageSize=100${sort}`)
        ).body.data.list.map((row) => row.orderId),
        refunds,
      )
    expect(await listRefunds()).toEqual([refunds[1], refunds[0]])
    expect(await listRefunds('&sort=newest')).toEqual([refunds[0], refunds[1]])
  })
})

describe('the dispatch queue', () => {
  it('lists paid orders nobody took past the delay, oldest payment first', async () => {
    const support = await signInStaff(context, 'support')
    const customer = await makeCustomer(db)
    const fresh = await makePaidOrder(db, customer.userId, { secondsAgo: 60 })
    const old = await makePaidOrder(db, customer.userId, { secondsAgo: 5 * 3600 })
    const older = await makePaidOrder(db, customer.userId, { secondsAgo: 9 * 3600 })
    const asked = await refundWaiting(ago(minutes(600)), 2_000)
    const list = await support.call<AdminOrderList>('GET', '/boot/admin/orders/unclaimed?pageSize=100')
    const ids = list.body.data.list.map((row) => row.id)
    expect(ids).not.toContain(fresh.id)
    // A refund asked for is the refund queue's, not dispatch's.
    expect(ids).not.toContain(asked.id)
    expect(ids.filter((id) => [old.id, older.id].includes(id))).toEqual([older.id, old.id])
    const finance = await signInStaff(context, 'finance')
    expect((await finance.call('GET', '/boot/admin/orders/unclaimed')).status).toBe(403)
    await db.delete(orders).where(inArray(orders.id, [fresh.id, old.id, older.id]))
  })

  it('offers only workers who may take orders, and says why the others may not', async () => {
    const operator = await signInStaff(context, 'operator')
    const able = await makeWorker(db)
    const noMembership = await makeWorker(db, { membership: false })
    const noDeposit = await makeWorker(db, { deposit: 0 })
    const suspended = await makeWorker(db, { status: 1 })
    const rows = (await operator.call<AdminWorkerList>('GET', '/boot/admin/workers?pageSize=100')).body.data
      .list
    const blockOf = (userId: number) => rows.find((row) => row.userId === userId)?.orderBlock
    expect([able, noMembership, noDeposit, suspended].map((worker) => blockOf(worker.userId))).toEqual([
      '',
      '未开通会员',
      '保证金不足',
      '已暂停接单',
    ])

    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId, { secondsAgo: 3600 })
    const dispatch = (workerId: number, reason = '订单长时间无人接单') =>
      operator.call('POST', `/boot/admin/orders/${order.id}/reassign`, { workerId, reason })
    expect((await dispatch(noMembership.userId)).body.msg).toBe('该打手的会员未开通或已过期，不能接单')
    expect((await dispatch(noDeposit.userId)).body.msg).toBe('该打手的保证金不足，不能接单')
    expect((await dispatch(suspended.userId)).body.msg).toBe('该打手不存在或已被暂停')
    const noReason = await dispatch(able.userId, ' ')
    expect([noReason.status, noReason.body.msg]).toEqual([400, '请填写派单理由'])
    const [untouched] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(untouched!.workerId).toBeNull()

    expect((await dispatch(able.userId)).body.code).toBe(0)
    expect((await dispatch(able.userId)).body.msg).toBe('该订单已由这位打手服务')
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)))
    expect(audit).toMatchObject({ action: 'reassignOrder', after: { reason: '订单长时间无人接单' } })
  })
})

describe('the order list tabs', () => {
  it('count each state under the other filters', async () => {
    const support = await signInStaff(context, 'support')
    const customer = await makeCustomer(db, '数单老板')
    await makePaidOrder(db, customer.userId)
    await makePaidOrder(db, customer.userId)
    await refundWaiting(ago(minutes(1)), 1_000)
    const counts = (
      await support.call<AdminOrderCounts>(
        'GET',
        `/boot/admin/orders/counts?keyword=${encodeURIComponent('数单老板')}`,
      )
    ).body.data
    expect(counts).toMatchObject({ all: 2, waiting: 2, inService: 0, refunding: 0 })
    const all = (await support.call<AdminOrderCounts>('GET', '/boot/admin/orders/counts?state=completed'))
      .body.data
    const listed = (await support.call<AdminOrderList>('GET', '/boot/admin/orders?state=waiting')).body.data
      .total
    expect(all.waiting).toBe(listed)
  })
})

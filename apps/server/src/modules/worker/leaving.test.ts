import {
  type AdminWorkerList,
  FulfilmentMessages,
  type FundRecordPage,
  FundRecordType,
  WorkerStanding,
} from '@dianjing/shared'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orders, workerLedger, workers } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { apiCaller } from '../../test/api-call.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../orders/testing.ts'
import { applyLedger, creditDeposit, creditSettlement } from './ledger.ts'
import { ledgerProblems, workerMoney } from './testing.ts'

const context = await useTestApp()
const { app, database } = context
const { db } = database

const finance = await signInStaff(context, 'finance')
const owner = await signInStaff(context, 'owner')
const operator = await signInStaff(context, 'operator')
const support = await signInStaff(context, 'support')

beforeAll(async () => {
  await seedDemoData(db)
})

const call = apiCaller(app)

const leave = (workerId: number, body: unknown, staff = finance) =>
  staff.call('POST', `/boot/admin/workers/${workerId}/leave`, body)

const LEAVING = { reason: '个人原因离职', payoutReference: '20261122200040011100040012345678' }

/** A worker with `deposit` cents of deposit and `owed` cents of fine owed (no balance to take it from). */
async function workerOwing(deposit: number, owed = 0) {
  const worker = await makeWorker(db, { deposit })
  if (owed > 0) {
    const fined = await finance.call('POST', `/boot/admin/workers/${worker.userId}/fines`, {
      amount: owed,
      reason: '超时未完成',
    })
    expect(fined.body.code).toBe(0)
  }
  return worker
}

async function ledgerOf(workerId: number) {
  return db.select().from(workerLedger).where(eq(workerLedger.workerId, workerId)).orderBy(workerLedger.id)
}

async function standing(workerId: number) {
  const [row] = await db.select({ status: workers.status }).from(workers).where(eq(workers.userId, workerId))
  return row!.status
}

const leaveAudits = (workerId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'workerLeave'), eq(auditLog.entityId, String(workerId))))

/** Everything a refused leaving must leave as it was. */
async function snapshot(workerId: number) {
  return {
    money: await workerMoney(db, workerId),
    status: await standing(workerId),
    ledger: (await ledgerOf(workerId)).length,
    audits: (await leaveAudits(workerId)).length,
  }
}

describe('a worker leaves and the deposit is returned', () => {
  it('takes the owed fine from the deposit, returns the rest, marks them left and audits it', async () => {
    const worker = await workerOwing(50_000, 3000)
    const answer = await leave(worker.userId, { reason: '  个人原因离职  ', payoutReference: ' ZFB-1 ' })
    expect(answer.body).toMatchObject({
      code: 0,
      msg: '已办理离职，退还保证金 470.00 元，已用保证金抵扣欠缴罚款 30.00 元',
    })

    expect(await workerMoney(db, worker.userId)).toEqual({ available: 0, frozen: 0, owed: 0, deposit: 0 })
    expect(await standing(worker.userId)).toBe(WorkerStanding.left)
    const entries = (await ledgerOf(worker.userId)).slice(-2)
    expect(
      entries.map((row) => [row.event, row.type, row.amount, row.depositChange, row.owedChange]),
    ).toEqual([
      ['deposit_fine', FundRecordType.fine, 3000, -3000, -3000],
      ['deposit_return', FundRecordType.deposit, 47_000, -47_000, 0],
    ])
    expect(entries[1]!.remarks).toBe('离职退还保证金，支付宝转账单号 ZFB-1')
    expect(entries[1]!.staffId).toBe(finance.staffId)
    expect(await ledgerProblems(db, worker.userId)).toEqual([])

    const [audit] = await leaveAudits(worker.userId)
    expect(audit).toMatchObject({
      staffId: finance.staffId,
      entity: 'worker',
      before: { status: 0, deposit: 50_000, fineOwed: 3000 },
      after: {
        status: 2,
        reason: '个人原因离职',
        payoutReference: 'ZFB-1',
        fineTaken: 3000,
        returned: 47_000,
        fineOwed: 0,
      },
    })

    // The worker sees both movements in their fund records.
    const records = await call<FundRecordPage>(
      'GET',
      '/boot/v1/dEsports/worker/availableBalanceServiceList',
      worker.token,
    )
    expect(records.data.list.slice(0, 2).map((row) => [row.type, row.amount, row.sign])).toEqual([
      [3, 47_000, -1],
      [2, 3000, -1],
    ])
  })

  it('can no longer take orders, is offered the application again, and is listed as left', async () => {
    const worker = await workerOwing(10_000)
    expect((await leave(worker.userId, LEAVING)).body.code).toBe(0)

    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId)
    const accepted = await call(
      'GET',
      `/boot/v1/dEsports/wxOrder/acceptOrder?orderId=${order.id}`,
      worker.token,
    )
    expect(accepted).toMatchObject({ code: 1, msg: FulfilmentMessages.notApproved })
    const [untaken] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(untaken).toMatchObject({ bizStatus: 0, workerId: null })
    expect((await call('GET', '/boot/v1/dEsports/wxOrder/receivingOrderList', worker.token)).msg).toBe(
      FulfilmentMessages.notApproved,
    )

    expect((await call<number>('GET', '/boot/v1/dEsports/worker/checkWorkerStatus', worker.token)).data).toBe(
      1,
    )

    const listed = async (status: string) =>
      (
        await support.call<AdminWorkerList>('GET', `/boot/admin/workers?status=${status}&pageSize=100`)
      ).body.data.list.some((row) => row.userId === worker.userId)
    expect(await listed('left')).toBe(true)
    expect(await listed('active')).toBe(false)
    expect(await listed('all')).toBe(true)
    // Neither suspending nor reinstating brings a worker who left back.
    for (const path of ['suspend', 'reinstate']) {
      const answer = await operator.call('POST', `/boot/admin/workers/${worker.userId}/${path}`, {
        reason: '试',
      })
      expect(answer.body.msg).toBe('该打手已离职')
    }
    expect(await standing(worker.userId)).toBe(WorkerStanding.left)
  })

  it('needs no Alipay reference when the fine takes the whole deposit; the rest stays owed', async () => {
    const worker = await workerOwing(10_000, 15_000)
    const answer = await leave(worker.userId, { reason: '违规清退' })
    expect(answer.body).toMatchObject({
      code: 0,
      msg: '已办理离职，退还保证金 0.00 元，已用保证金抵扣欠缴罚款 100.00 元，仍欠罚款 50.00 元',
    })
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 0, owed: 5000 })
    expect((await ledgerOf(worker.userId)).some((row) => row.event === 'deposit_return')).toBe(false)
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('a worker who left may apply again; approval makes them active, and a later leaving returns again', async () => {
    const worker = await workerOwing(10_000)
    expect((await leave(worker.userId, LEAVING)).body.code).toBe(0)
    const applied = await call('POST', '/boot/dEsports/bizRegistrationApplication/save', worker.token, {
      name: '回归打手',
      sex: '1',
      districtServer: '1',
      briefIntroduction: '回来继续接单',
      imgsUrl: '',
    })
    expect(applied.code).toBe(0)
    expect((await call<number>('GET', '/boot/v1/dEsports/worker/checkWorkerStatus', worker.token)).data).toBe(
      2,
    )
    const pending = await call<{ id: number }>(
      'GET',
      '/boot/v1/dEsports/bizRegistrationApplication/mine',
      worker.token,
    )
    const approved = await operator.call('POST', `/boot/admin/worker-applications/${pending.data.id}/approve`)
    expect(approved.body.code).toBe(0)
    const [row] = await db.select().from(workers).where(eq(workers.userId, worker.userId))
    expect(row).toMatchObject({
      status: WorkerStanding.active,
      realName: '回归打手',
      region: '1',
      deposit: 0,
    })
    // Membership is kept (it was paid for a year); the deposit has to be paid again.
    expect((await call<number>('GET', '/boot/v1/dEsports/worker/checkWorkerStatus', worker.token)).data).toBe(
      5,
    )

    await db.transaction((tx) => creditDeposit(tx, worker.userId, 20_000, `DPT-again-${worker.userId}`))
    expect((await leave(worker.userId, { ...LEAVING, payoutReference: 'ZFB-2' })).body.code).toBe(0)
    const returns = (await ledgerOf(worker.userId)).filter((entry) => entry.event === 'deposit_return')
    expect(returns.map((entry) => entry.amount)).toEqual([10_000, 20_000])
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })
})

describe('leaving is refused, and nothing changes, when', () => {
  it('an order is in service or completed but not settled', async () => {
    const worker = await workerOwing(10_000)
    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId)
    await db.update(orders).set({ workerId: worker.userId, bizStatus: 1 }).where(eq(orders.id, order.id))
    const before = await snapshot(worker.userId)
    expect((await leave(worker.userId, LEAVING)).body).toMatchObject({
      code: 1,
      msg: '该打手还有 1 个服务中的订单，请等待完成或改派后再办理离职',
    })
    await db.update(orders).set({ bizStatus: 2 }).where(eq(orders.id, order.id))
    expect((await leave(worker.userId, LEAVING)).body).toMatchObject({
      code: 1,
      msg: '该打手还有 1 个已完成待结算的订单，请结算后再办理离职',
    })
    expect(await snapshot(worker.userId)).toEqual(before)

    // Settled, the worker may leave (their income withdrawn first).
    await db.update(orders).set({ bizStatus: 3 }).where(eq(orders.id, order.id))
    expect((await leave(worker.userId, LEAVING)).body.code).toBe(0)
  })

  it('a withdrawal is pending, or earned money is still on the available balance', async () => {
    const worker = await workerOwing(10_000)
    await db
      .update(workers)
      .set({ alipayName: '张三', alipayPhone: '13912345678', alipayPaymentCode: '/files/code.png' })
      .where(eq(workers.userId, worker.userId))
    await db.transaction((tx) =>
      creditSettlement(tx, worker.userId, {
        id: 9_000_000 + worker.userId,
        orderNum: 'TL1',
        workerAmount: 5000,
      }),
    )
    const before = await snapshot(worker.userId)
    expect((await leave(worker.userId, LEAVING)).body).toMatchObject({
      code: 1,
      msg: '该打手可用余额还有 50.00 元，请先让打手申请提现并完成打款后再办理离职',
    })
    expect(await snapshot(worker.userId)).toEqual(before)

    expect(
      (await call('GET', '/boot/v1/dEsports/worker/withdrawalApply?amount=5000', worker.token)).code,
    ).toBe(0)
    const frozen = await snapshot(worker.userId)
    expect((await leave(worker.userId, LEAVING)).body).toMatchObject({
      code: 1,
      msg: '该打手有待处理的提现申请，请先打款或驳回后再办理离职',
    })
    expect(await snapshot(worker.userId)).toEqual(frozen)
  })

  it('the body is incomplete, the worker already left or does not exist', async () => {
    const worker = await workerOwing(10_000)
    const before = await snapshot(worker.userId)
    const refusals: [unknown, string][] = [
      [{ payoutReference: 'A1' }, '请填写离职原因'],
      [{ reason: '   ', payoutReference: 'A1' }, '请填写离职原因'],
      [{ reason: '原'.repeat(201), payoutReference: 'A1' }, '原因不能超过200个字符'],
      [{ reason: '离职', payoutReference: 'A'.repeat(65) }, '转账单号不能超过64个字符'],
      [{ reason: '离职' }, '请填写支付宝转账单号'],
      [{ reason: '离职', payoutReference: '   ' }, '请填写支付宝转账单号'],
    ]
    for (const [body, msg] of refusals) {
      expect((await leave(worker.userId, body)).body, msg).toMatchObject({ code: 1, msg })
    }
    expect(await snapshot(worker.userId)).toEqual(before)

    expect((await leave(worker.userId, LEAVING)).body.code).toBe(0)
    const left = await snapshot(worker.userId)
    expect((await leave(worker.userId, LEAVING)).body).toMatchObject({ code: 1, msg: '该打手已离职' })
    expect(await snapshot(worker.userId)).toEqual(left)

    expect((await leave(99_999_999, LEAVING)).body.msg).toBe('打手不存在')
  })

  it('the caller is not finance or the owner', async () => {
    const worker = await workerOwing(10_000)
    for (const staff of [operator, support]) {
      expect((await leave(worker.userId, LEAVING, staff)).status).toBe(403)
    }
    expect(await standing(worker.userId)).toBe(WorkerStanding.active)
    expect((await leave(worker.userId, LEAVING, owner)).body.code).toBe(0)
  })
})

describe('the deposit is returned once', () => {
  it('whatever is retried: of leaving calls made at once, one returns it', async () => {
    const worker = await workerOwing(30_000, 1000)
    const answers = await Promise.all(Array.from({ length: 6 }, () => leave(worker.userId, LEAVING)))
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1)
    expect(answers.filter((answer) => answer.body.msg === '该打手已离职')).toHaveLength(5)
    const entries = await ledgerOf(worker.userId)
    expect(entries.filter((entry) => entry.event === 'deposit_return').map((entry) => entry.amount)).toEqual([
      29_000,
    ])
    expect(entries.filter((entry) => entry.event === 'deposit_fine')).toHaveLength(1)
    expect(await leaveAudits(worker.userId)).toHaveLength(1)
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 0, owed: 0 })
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('the database refuses a second return for the same spell', async () => {
    const worker = await workerOwing(20_000)
    const move = {
      type: FundRecordType.deposit,
      event: 'deposit_return',
      amount: 5000,
      deposit: -5000,
      orderNum: `LV${worker.userId}-1`,
    } as const
    await db.transaction((tx) => applyLedger(tx, worker.userId, move))
    await expect(db.transaction((tx) => applyLedger(tx, worker.userId, move))).rejects.toThrow()
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 15_000 })
  })
})

import { type AdminLedgerList, BizStatus, type FundRecordPage } from '@dianjing/shared'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orderEvents, orders, workerLedger } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { apiCaller } from '../../test/api-call.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../orders/testing.ts'
import { FineMessages } from './fines.ts'
import { creditSettlement } from './ledger.ts'
import { ledgerProblems, workerMoney } from './testing.ts'

const context = await useTestApp()
const { app, database } = context
const { db } = database
const call = apiCaller(app)

const finance = await signInStaff(context, 'finance')
const owner = await signInStaff(context, 'owner')
const operator = await signInStaff(context, 'operator')
const support = await signInStaff(context, 'support')

beforeAll(async () => {
  await seedDemoData(db)
})

let nextOrderId = 5_000_000

/** A worker with `available` cents of settled income (and the usual deposit). */
async function workerWith(available: number) {
  const worker = await makeWorker(db)
  if (available > 0) await income(worker.userId, available)
  return worker
}

async function income(workerId: number, cents: number) {
  const id = ++nextOrderId
  await db.transaction((tx) =>
    creditSettlement(tx, workerId, { id, orderNum: `S${id}`, workerAmount: cents }),
  )
}

/** A paid order `workerId` took and is serving. */
async function orderServedBy(workerId: number) {
  const customer = await makeCustomer(db)
  const order = await makePaidOrder(db, customer.userId)
  await db
    .update(orders)
    .set({ workerId, bizStatus: BizStatus.inService, acceptedAt: new Date() })
    .where(eq(orders.id, order.id))
  return order
}

const issue = (workerId: number, body: Record<string, unknown>, staff = finance) =>
  staff.call('POST', `/boot/admin/workers/${workerId}/fines`, body)

const revokeWith = (workerId: number, fineId: number, body: Record<string, unknown>, staff = finance) =>
  staff.call('POST', `/boot/admin/workers/${workerId}/fines/${fineId}/revoke`, body)

const revoke = (workerId: number, fineId: number, reason = '误罚，经核实打手无责', staff = finance) =>
  revokeWith(workerId, fineId, { reason }, staff)

async function ledgerOf(workerId: number) {
  return db.select().from(workerLedger).where(eq(workerLedger.workerId, workerId)).orderBy(workerLedger.id)
}

/** The id of the worker's latest fine. */
async function latestFine(workerId: number) {
  const fines = (await ledgerOf(workerId)).filter((entry) => entry.event === 'fine')
  return fines.at(-1)!.id
}

const audits = (action: string, workerId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(workerId))))

/** Everything a refused call must leave as it was. */
async function snapshot(workerId: number) {
  return {
    money: await workerMoney(db, workerId),
    ledger: (await ledgerOf(workerId)).length,
    audits: (await audits('fineWorker', workerId)).length + (await audits('revokeFine', workerId)).length,
  }
}

async function fineRow(workerId: number, fineId: number) {
  const list = await finance.call<AdminLedgerList>(
    'GET',
    `/boot/admin/workers/${workerId}/ledger?pageSize=100`,
  )
  return list.body.data.list.find((entry) => entry.id === fineId)!
}

describe('a fine linked to an order', () => {
  it('names an order the worker served; the fine list and the ledger show its number and id', async () => {
    const worker = await workerWith(5000)
    const order = await orderServedBy(worker.userId)
    const fined = await issue(worker.userId, {
      amount: 1000,
      reason: '服务态度差',
      orderNum: ` ${order.orderNum} `,
    })
    expect(fined.body).toMatchObject({ code: 0, msg: '已从可用余额扣除 10.00 元' })

    const fineId = await latestFine(worker.userId)
    expect(await fineRow(worker.userId, fineId)).toMatchObject({
      event: 'fine',
      orderNum: order.orderNum,
      orderId: order.id,
      revocation: null,
    })
    const fines = await support.call<AdminLedgerList>('GET', `/boot/admin/fines?keyword=${order.orderNum}`)
    expect(fines.body.data.list.map((entry) => [entry.id, entry.orderNum, entry.orderId])).toEqual([
      [fineId, order.orderNum, order.id],
    ])
    const [audit] = await audits('fineWorker', worker.userId)
    expect(audit!.after).toMatchObject({ fineId, amount: 1000, orderNum: order.orderNum })
  })

  it('accepts an order the worker accepted once and no longer holds', async () => {
    const worker = await workerWith(0)
    const order = await orderServedBy(worker.userId)
    await db
      .insert(orderEvents)
      .values({ orderId: order.id, kind: 'accepted', actor: 'worker', actorId: worker.userId })
    const other = await makeWorker(db)
    await db.update(orders).set({ workerId: other.userId }).where(eq(orders.id, order.id))
    expect(
      (await issue(worker.userId, { amount: 500, reason: '中途弃单', orderNum: order.orderNum })).body.code,
    ).toBe(0)
  })

  it("refuses an unknown order or another worker's, and changes nothing", async () => {
    const worker = await workerWith(5000)
    const other = await makeWorker(db)
    const theirs = await orderServedBy(other.userId)
    const waiting = await makePaidOrder(db, (await makeCustomer(db)).userId)
    const before = await snapshot(worker.userId)
    for (const [orderNum, message] of [
      ['NO-SUCH-ORDER', FineMessages.orderNotFound],
      [theirs.orderNum, FineMessages.orderNotServed],
      [waiting.orderNum, FineMessages.orderNotServed],
    ] as const) {
      const answer = await issue(worker.userId, { amount: 1000, reason: '超时', orderNum })
      expect(answer.status, orderNum).toBe(400)
      expect(answer.body.msg).toBe(message)
    }
    expect(await snapshot(worker.userId)).toEqual(before)
  })
})

describe('revoking a fine', () => {
  it('puts back what it took and cancels what it left owed; the fine shows who revoked it, when and why', async () => {
    const worker = await workerWith(3000)
    await issue(worker.userId, { amount: 5000, reason: '私下交易' })
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 0, owed: 2000 })
    const fineId = await latestFine(worker.userId)

    const revoked = await revoke(worker.userId, fineId, '  误罚，经核实打手无责  ')
    expect(revoked.body).toMatchObject({
      code: 0,
      msg: '罚款已撤销，退回可用余额 30.00 元，取消欠缴罚款 20.00 元',
    })
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 3000, owed: 0 })

    const row = await fineRow(worker.userId, fineId)
    expect(row.revocation).toMatchObject({ staffName: '测试finance', reason: '误罚，经核实打手无责' })
    expect(row.revocation!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const [reversal] = (await ledgerOf(worker.userId)).filter((entry) => entry.event === 'fine_revoke')
    expect(reversal).toMatchObject({
      type: 2,
      amount: 5000,
      availableChange: 3000,
      owedChange: -2000,
      reversesId: fineId,
      staffId: finance.staffId,
    })
    const fines = await finance.call<AdminLedgerList>('GET', '/boot/admin/fines?keyword=私下交易')
    expect(fines.body.data.list.find((entry) => entry.id === fineId)?.revocation?.reason).toBe(
      '误罚，经核实打手无责',
    )

    // The worker sees the money come back, and why.
    const records = await call<FundRecordPage>(
      'GET',
      '/boot/v1/dEsports/worker/availableBalanceServiceList?type=2',
      worker.token,
    )
    expect(records.data.list.map((record) => [record.sign, record.amount, record.remarks])).toEqual([
      [1, 5000, '罚款已撤销：误罚，经核实打手无责'],
      [-1, 5000, '私下交易'],
    ])

    const [audit] = await audits('revokeFine', worker.userId)
    expect(audit).toMatchObject({
      staffId: finance.staffId,
      entity: 'worker',
      before: { fineId, amount: 5000, fineOwed: 2000 },
      after: {
        fineId,
        reason: '误罚，经核实打手无责',
        returnedToBalance: 3000,
        owedCancelled: 2000,
        paidOtherFines: 0,
      },
    })
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('gives back what later income already paid of it, and what it gives back pays other fines owed first', async () => {
    const worker = await workerWith(3000)
    await issue(worker.userId, { amount: 5000, reason: '超时' })
    const first = await latestFine(worker.userId)
    await income(worker.userId, 2500) // pays the 2000 owed; 500 left
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 500, owed: 0 })
    await issue(worker.userId, { amount: 1500, reason: '辱骂客户' }) // 500 taken, 1000 owed
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 0, owed: 1000 })

    const revoked = await revoke(worker.userId, first)
    expect(revoked.body.msg).toBe('罚款已撤销，退回可用余额 50.00 元，其中 10.00 元已抵扣其他欠缴罚款')
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 4000, owed: 0 })

    const second = await latestFine(worker.userId)
    expect((await revoke(worker.userId, second)).body.msg).toBe('罚款已撤销，退回可用余额 15.00 元')
    // Every fine revoked: all of the income is the worker's again.
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 5500, owed: 0 })
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('gives back to the balance what leaving took from the deposit for it', async () => {
    const worker = await makeWorker(db, { deposit: 10_000 })
    await issue(worker.userId, { amount: 3000, reason: '违规' })
    const fineId = await latestFine(worker.userId)
    const left = await finance.call('POST', `/boot/admin/workers/${worker.userId}/leave`, {
      reason: '离职',
      payoutReference: 'ZFB-LEAVE-1',
    })
    expect(left.body.code).toBe(0)
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 0, owed: 0, available: 0 })

    expect((await revoke(worker.userId, fineId)).body.msg).toBe('罚款已撤销，退回可用余额 30.00 元')
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 0, owed: 0, available: 3000 })
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('happens once: a second revocation, or several at once, is refused and changes nothing', async () => {
    const worker = await workerWith(1000)
    await issue(worker.userId, { amount: 4000, reason: '迟到' })
    const fineId = await latestFine(worker.userId)
    expect((await revoke(worker.userId, fineId)).body.code).toBe(0)
    const after = await snapshot(worker.userId)

    const again = await revoke(worker.userId, fineId, '再撤销一次', owner)
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe(FineMessages.alreadyRevoked)
    expect(await snapshot(worker.userId)).toEqual(after)

    // Five staff clicking at once on a fresh fine: one revocation.
    await issue(worker.userId, { amount: 700, reason: '超时' })
    const racedId = await latestFine(worker.userId)
    const before = await workerMoney(db, worker.userId)
    const answers = await Promise.all(Array.from({ length: 5 }, () => revoke(worker.userId, racedId)))
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.body.code !== 0)) {
      expect([answer.status, answer.body.msg]).toEqual([409, FineMessages.alreadyRevoked])
    }
    const reversals = (await ledgerOf(worker.userId)).filter((entry) => entry.reversesId === racedId)
    expect(reversals).toHaveLength(1)
    expect(await workerMoney(db, worker.userId)).toMatchObject({
      available: before.available + 700 - before.owed,
      owed: 0,
    })
    expect(await audits('revokeFine', worker.userId)).toHaveLength(2)
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it("refuses someone else's fine, a missing one and an entry that is no fine, changing nothing", async () => {
    const worker = await workerWith(2000)
    const other = await workerWith(2000)
    await issue(other.userId, { amount: 1000, reason: '违规' })
    const theirs = await latestFine(other.userId)
    const income = (await ledgerOf(worker.userId)).find((entry) => entry.event === 'settle')!.id
    const mine = await snapshot(worker.userId)
    const others = await snapshot(other.userId)

    for (const id of [theirs, income, 999_999_999]) {
      const answer = await revoke(worker.userId, id)
      expect([answer.status, answer.body.msg], String(id)).toEqual([404, FineMessages.fineNotFound])
    }
    const nobody = await revoke(999_999_999, theirs)
    expect([nobody.status, nobody.body.msg]).toEqual([404, FineMessages.workerNotFound])
    expect(await snapshot(worker.userId)).toEqual(mine)
    expect(await snapshot(other.userId)).toEqual(others)
  })

  it('needs a reason and the role that fines', async () => {
    const worker = await workerWith(0)
    await issue(worker.userId, { amount: 100, reason: '迟到' })
    const fineId = await latestFine(worker.userId)
    const before = await snapshot(worker.userId)
    for (const body of [{ reason: '' }, { reason: '   ' }, {}]) {
      const answer = await revokeWith(worker.userId, fineId, body)
      expect([answer.status, answer.body.msg]).toEqual([400, '请填写撤销原因'])
    }
    expect((await revoke(worker.userId, fineId, 'x'.repeat(201))).body.msg).toBe('撤销原因不能超过200个字符')
    for (const staff of [operator, support]) {
      expect((await revoke(worker.userId, fineId, '误罚', staff)).status).toBe(403)
    }
    expect(await snapshot(worker.userId)).toEqual(before)
    expect((await revoke(worker.userId, fineId, '误罚', owner)).body.code).toBe(0)
  })
})

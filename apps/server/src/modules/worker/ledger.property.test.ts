import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { staff, users, withdrawals, workers } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { useTestApp } from '../../test/test-app.ts'
import * as admin from './admin.ts'
import { leaveWorker } from './leaving.ts'
import { creditDeposit, creditSettlement, fineWorker } from './ledger.ts'
import * as worker from './service.ts'
import { ledgerProblems, workerMoney } from './testing.ts'

/**
 * Random sequences of everything that moves a worker's money — deposits, settlements, fines,
 * withdrawals, payouts, rejections and leaving (the deposit returned), some of them at the same time —
 * must keep the books whole:
 * available + frozen + paid out + fines taken = settled income, each balance equal to the sum of its
 * ledger changes, nothing negative, the frozen balance exactly the pending withdrawals. The run count
 * is LEDGER_PROPERTY_RUNS (the reliability suite runs 1000).
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 30)

const { database } = await useTestApp()
const { db } = database

const [member] = await db
  .insert(staff)
  .values({ phone: '13900009999', name: '财务', role: 'finance', passwordHash: 'x' })
  .returning({ id: staff.id })
const staffId = member!.id

let nextPhone = 13_600_000_000
let nextOrder = 1

async function newWorker() {
  const [user] = await db
    .insert(users)
    .values({ phone: String(++nextPhone), nickName: '打手', promotionCode: `P${nextPhone}` })
    .returning({ id: users.id })
  await db.insert(workers).values({
    userId: user!.id,
    realName: '打手',
    sex: '0',
    region: '0',
    alipayName: '张三',
    alipayPhone: '13912345678',
    alipayPaymentCode: '/boot/files/code.png',
  })
  return user!.id
}

const amount = fc.integer({ min: 1, max: 50_000 })
const step = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount }),
  fc.record({ kind: fc.constant('settle' as const), amount }),
  fc.record({ kind: fc.constant('fine' as const), amount }),
  fc.record({ kind: fc.constant('withdraw' as const), amount }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('leave' as const) }),
)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

/** Business refusals are expected (over the balance, already handled); anything else is a bug. */
async function tolerate(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    if (!(error instanceof AppError)) throw error
  }
}

async function pendingIds(workerId: number) {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(sql`${withdrawals.workerId} = ${workerId} and ${withdrawals.status} = 0`)
  return rows.map((row) => row.id)
}

async function perform(workerId: number, action: Step) {
  switch (action.kind) {
    case 'deposit':
      return db.transaction((tx) => creditDeposit(tx, workerId, action.amount, `DP${nextOrder++}`))
    case 'settle': {
      const id = nextOrder++
      return db.transaction((tx) =>
        creditSettlement(tx, workerId, { id, orderNum: `O${id}`, workerAmount: action.amount }),
      )
    }
    case 'fine':
      return db.transaction((tx) =>
        fineWorker(tx, workerId, { amount: action.amount, reason: '测试', staffId }),
      )
    case 'withdraw':
      return tolerate(() => worker.requestWithdrawal(db, workerId, action.amount))
    case 'pay':
    case 'reject': {
      const ids = await pendingIds(workerId)
      if (ids.length === 0) return
      const id = ids[action.pick % ids.length]!
      return tolerate(() =>
        action.kind === 'pay'
          ? admin.payWithdrawal(db, staffId, id, `A${id}`)
          : admin.rejectWithdrawal(db, staffId, id, '驳回'),
      )
    }
    case 'leave':
      return tolerate(() =>
        leaveWorker(db, staffId, workerId, { reason: '离职', payoutReference: `L${nextOrder++}` }),
      )
  }
}

describe('the worker ledger', () => {
  it(
    'keeps its invariant through random sequences, some steps concurrent',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
          async (rounds) => {
            const workerId = await newWorker()
            for (const round of rounds) await Promise.all(round.map((action) => perform(workerId, action)))

            expect(await ledgerProblems(db, workerId)).toEqual([])
            const money = await workerMoney(db, workerId)
            const [pending] = await db
              .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
              .from(withdrawals)
              .where(sql`${withdrawals.workerId} = ${workerId} and ${withdrawals.status} = 0`)
            expect(money.frozen).toBe(Number(pending!.total))
            // A fine is owed only while the available balance is empty: income pays it off first.
            if (money.owed > 0) expect(money.available).toBe(0)
          },
        ),
        { numRuns: RUNS },
      )
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(workers)
      expect(row!.n).toBeGreaterThanOrEqual(RUNS)
    },
    20_000 + RUNS * 300,
  )
})

import { DepositReturnStatus, PayoutMethod, WithdrawalStatus } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import {
  alipaySimTransfers,
  depositReturns,
  staff,
  users,
  withdrawals,
  workerLedger,
  workers,
} from '../../db/schema/index.ts'
import { clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { freePort } from '../../test/free-port.ts'
import { useTestApp } from '../../test/test-app.ts'
import { finishTransfer, type Outcome, setNextOutcome } from '../alipay-sim/service.ts'
import * as admin from './admin.ts'
import { checkDepositReturns, leaveByAlipay, retryDepositReturn } from './deposit-returns.ts'
import { revokeFine } from './fines.ts'
import { leaveWorker } from './leaving.ts'
import { creditDeposit, creditSettlement, fineWorker } from './ledger.ts'
import { checkTransfers, payByAlipay } from './payouts.ts'
import * as worker from './service.ts'
import { ledgerProblems, workerMoney } from './testing.ts'

/**
 * Random sequences of everything that moves a worker's money — deposits, settlements, fines and their
 * revocation (at times twice, or twice at once), withdrawals, payouts by hand and by Alipay's API (paid, refused, answer lost, DEALING, never
 * recorded), the payout check, rejections and leaving (the deposit returned by hand or by the API, and
 * sent again after a failure), some of them at the same time — must keep the books whole:
 * available + frozen + paid out + fines taken = settled income, each balance equal to the sum of its
 * ledger changes, nothing negative, the frozen balance exactly the pending and transferring
 * withdrawals, each withdrawal step once, and Alipay never paying what the books do not count as paid.
 * The run count is LEDGER_PROPERTY_RUNS (the reliability suite runs 1000).
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 30)

// Alipay's API through the official SDK and the simulator over HTTP, as payouts.test.ts does.
const port = await freePort()
// The app's warnings and errors of the current run (why a payout got no answer), shown when it fails.
const logged: string[] = []
const { app, database, config } = await useTestApp(
  { PORT: String(port), LOG_LEVEL: 'warn' },
  { logStream: { write: (line) => void logged.push(line) } },
)
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const deps = { db, config, log: app.log }

afterEach(() => clock.release())

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
    // Its own Alipay login, so the simulator's outcome for one worker's transfer is never another's.
    alipayPhone: String(nextPhone),
    alipayPaymentCode: '/boot/files/code.png',
  })
  return user!.id
}

const amount = fc.integer({ min: 1, max: 50_000 })
/** How the simulated Alipay treats the next transfer; SUCCESS is its default. */
const outcome = fc.constantFrom<Outcome | 'SUCCESS'>(
  'SUCCESS',
  'PAYEE_USER_INFO_ERROR',
  'LOST',
  'DEALING',
  'SYSTEM_ERROR',
)
/** Weighted so that withdrawals are often asked for and paid by the API, which most runs then exercise. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount }),
  { arbitrary: fc.record({ kind: fc.constant('settle' as const), amount }), weight: 3 },
  fc.record({ kind: fc.constant('fine' as const), amount }),
  // Any fine of the worker's, revoked or not: a second revocation must be refused and change nothing.
  { arbitrary: fc.record({ kind: fc.constant('revoke' as const), pick: fc.nat() }), weight: 2 },
  fc.record({ kind: fc.constant('withdraw' as const), amount }),
  // A share (amount / 50 000) of what is available, so it is seldom over the balance.
  { arbitrary: fc.record({ kind: fc.constant('withdrawPart' as const), amount }), weight: 3 },
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('leave' as const) }),
  { arbitrary: fc.record({ kind: fc.constant('transfer' as const), pick: fc.nat(), outcome }), weight: 3 },
  {
    arbitrary: fc.record({ kind: fc.constant('finish' as const), pick: fc.nat(), paid: fc.boolean() }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('check' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('leaveByAlipay' as const), outcome }), weight: 2 },
  fc.record({ kind: fc.constant('retryDeposit' as const), outcome }),
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
    .orderBy(withdrawals.id)
  return rows.map((row) => row.id)
}

/** The next transfer to this worker's Alipay login ends as `outcome`. */
async function nextTransfer(workerId: number, next: Outcome | 'SUCCESS') {
  if (next === 'SUCCESS') return
  const [row] = await db
    .select({ logonId: workers.alipayPhone })
    .from(workers)
    .where(eq(workers.userId, workerId))
  setNextOutcome(row!.logonId!, next)
}

/** The worker's transfers at the simulated Alipay, withdrawals' (`W`) and deposit returns' (`D`). */
async function alipayTransfers(workerId: number) {
  const [row] = await db
    .select({ logonId: workers.alipayPhone })
    .from(workers)
    .where(eq(workers.userId, workerId))
  return db
    .select()
    .from(alipaySimTransfers)
    .where(eq(alipaySimTransfers.payeeIdentity, row!.logonId!))
    .orderBy(alipaySimTransfers.outBizNo)
}

/** The payout check as the job runs it, two minutes after its last run (past its wait). */
let checkedAt = Date.now()
async function runChecks() {
  checkedAt += 120_000
  clock.freeze(new Date(checkedAt))
  try {
    await checkTransfers(deps)
    await checkDepositReturns(deps)
  } finally {
    clock.release()
  }
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
    case 'revoke': {
      const fines = await db
        .select({ id: workerLedger.id })
        .from(workerLedger)
        .where(sql`${workerLedger.workerId} = ${workerId} and ${workerLedger.event} = 'fine'`)
        .orderBy(workerLedger.id)
      if (fines.length === 0) return
      const { id } = fines[action.pick % fines.length]!
      return tolerate(() => revokeFine(db, staffId, workerId, id, '撤销'))
    }
    case 'withdraw':
      return tolerate(() => worker.requestWithdrawal(db, workerId, action.amount))
    case 'withdrawPart': {
      const { available } = await workerMoney(db, workerId)
      const part = Math.max(1, Math.floor((available * action.amount) / 50_000))
      return tolerate(() => worker.requestWithdrawal(db, workerId, part))
    }
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
    case 'transfer': {
      const ids = await pendingIds(workerId)
      if (ids.length === 0) return
      await nextTransfer(workerId, action.outcome)
      return tolerate(() => payByAlipay(deps, staffId, ids[action.pick % ids.length]!))
    }
    case 'finish': {
      const dealing = (await alipayTransfers(workerId)).filter((t) => t.status === 'DEALING')
      if (dealing.length === 0) return
      const { outBizNo } = dealing[action.pick % dealing.length]!
      return finishTransfer(
        db,
        outBizNo,
        action.paid
          ? { status: 'SUCCESS' }
          : { status: 'FAIL', errorCode: 'PAYEE_NOT_EXIST', failReason: '已销户' },
      )
    }
    case 'check':
      return // after the round: the check freezes the clock, which the other steps read
    case 'leaveByAlipay':
      await nextTransfer(workerId, action.outcome)
      return tolerate(() => leaveByAlipay(deps, staffId, workerId, { reason: '离职' }))
    case 'retryDeposit':
      await nextTransfer(workerId, action.outcome)
      return tolerate(() => retryDepositReturn(deps, staffId, workerId))
  }
}

/**
 * Every transfer still open at Alipay ends (paid or not, at random), and the check applies them all. A
 * check sends again what Alipay never recorded, and that transfer may itself be left open (an outcome
 * set for a step that was refused is still waiting at the simulator), so this repeats until none is.
 */
async function drain(workerId: number) {
  for (let round = 0; round < 5; round++) {
    await runChecks()
    const open = (await alipayTransfers(workerId)).filter((t) => t.status === 'DEALING')
    if (open.length === 0) break
    for (const transfer of open) {
      await finishTransfer(
        db,
        transfer.outBizNo,
        transfer.amountCents % 2 === 0
          ? { status: 'SUCCESS' }
          : { status: 'FAIL', errorCode: 'PAYEE_NOT_EXIST', failReason: '已销户' },
      )
    }
  }
  await runChecks()
  await runChecks()
}

const appLog = () => `the app's warnings and errors in this run:\n${logged.join('')}`

/**
 * The books against the withdrawals, the deposit returns and what Alipay paid. `settled`: no transfer is
 * still open, so what Alipay paid must be exactly what the books count as paid by the API.
 */
async function expectPayoutsWhole(workerId: number, settled: boolean) {
  expect(await ledgerProblems(db, workerId)).toEqual([])
  const money = await workerMoney(db, workerId)
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.workerId, workerId))
  const held = rows.filter(
    (w) => w.status === WithdrawalStatus.pending || w.status === WithdrawalStatus.transferring,
  )
  expect(money.frozen).toBe(held.reduce((sum, w) => sum + w.amount, 0))
  // A fine is owed only while the available balance is empty: income pays it off first.
  if (money.owed > 0) expect(money.available).toBe(0)

  // In the order written: a table's rows come back in no order unless asked, and a withdrawal's steps
  // are compared as a sequence.
  const ledger = await db
    .select()
    .from(workerLedger)
    .where(eq(workerLedger.workerId, workerId))
    .orderBy(workerLedger.id)
  // A revocation reverses one fine, once, and puts back all of it: returned to the balance or no longer owed.
  const revocations = ledger.filter((e) => e.event === 'fine_revoke')
  expect(new Set(revocations.map((e) => e.reversesId)).size).toBe(revocations.length)
  for (const revocation of revocations) {
    const revoked = ledger.find((e) => e.id === revocation.reversesId)
    expect(revoked?.event).toBe('fine')
    expect(revocation.availableChange - revocation.owedChange).toBe(revoked!.amount)
  }
  const ending: Record<number, string | undefined> = {
    [WithdrawalStatus.paid]: 'withdraw_paid',
    [WithdrawalStatus.rejected]: 'withdraw_rejected',
    [WithdrawalStatus.failed]: 'withdraw_failed',
  }
  for (const w of rows) {
    const steps = ledger.filter((e) => e.withdrawalId === w.id).map((e) => e.event)
    expect(steps, `withdrawal ${w.id}`).toEqual(['withdraw', ...(ending[w.status] ? [ending[w.status]] : [])])
  }

  const returns = await db.select().from(depositReturns).where(eq(depositReturns.workerId, workerId))
  const paidReturns = returns.filter((r) => r.status === DepositReturnStatus.paid)
  expect(
    ledger
      .filter((e) => e.event === 'deposit_return')
      .map((e) => e.amount)
      .sort(),
  ).toEqual(paidReturns.map((r) => r.amount).sort())

  // Alipay paid a withdrawal or a deposit only if the books count it paid by the API, or still await it.
  const paidByAlipay = (await alipayTransfers(workerId)).filter((t) => t.status === 'SUCCESS')
  for (const transfer of paidByAlipay) {
    const withdrawal = rows.find((w) => w.outBizNo === transfer.outBizNo)
    const payback = returns.find((r) => r.outBizNo === transfer.outBizNo)
    const row = withdrawal ?? payback
    expect(row, transfer.outBizNo).toBeDefined()
    expect(row!.amount).toBe(transfer.amountCents)
    const open = withdrawal
      ? withdrawal.status === WithdrawalStatus.transferring
      : payback!.status === DepositReturnStatus.transferring
    if (open && !settled) continue
    expect(row!.status, `${transfer.outBizNo}; ${appLog()}`).toBe(
      withdrawal ? WithdrawalStatus.paid : DepositReturnStatus.paid,
    )
    expect(row!.payoutMethod).toBe(PayoutMethod.alipayApi)
    expect(row!.alipayReference, transfer.outBizNo).toBe(transfer.orderId)
  }
  if (!settled) return
  expect(
    rows.filter((w) => w.status === WithdrawalStatus.transferring),
    appLog(),
  ).toEqual([])
  expect(
    returns.filter((r) => r.status === DepositReturnStatus.transferring),
    appLog(),
  ).toEqual([])
  const apiPaid = [
    ...rows.filter((w) => w.status === WithdrawalStatus.paid && w.payoutMethod === PayoutMethod.alipayApi),
    ...paidReturns.filter((r) => r.payoutMethod === PayoutMethod.alipayApi),
  ]
  expect(apiPaid.map((row) => row.outBizNo).sort()).toEqual(paidByAlipay.map((t) => t.outBizNo).sort())
}

describe('the worker ledger', () => {
  it(
    'keeps its invariant through random sequences, some steps concurrent',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
          async (rounds) => {
            logged.length = 0
            const workerId = await newWorker()
            for (const round of rounds) {
              await Promise.all(round.map((action) => perform(workerId, action)))
              if (round.some((action) => action.kind === 'check')) await runChecks()
            }
            await expectPayoutsWhole(workerId, false)
            await drain(workerId)
            await expectPayoutsWhole(workerId, true)
          },
        ),
        { numRuns: RUNS },
      )
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(workers)
      expect(row!.n).toBeGreaterThanOrEqual(RUNS)
    },
    20_000 + RUNS * 1000,
  )
})

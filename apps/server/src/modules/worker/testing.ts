import { FundRecordType } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import type { Db, Executor } from '../../db/database.ts'
import { workers } from '../../db/schema/index.ts'
import { literal, rowsOf } from '../../lib/sql-filters.ts'
import { makeWorker } from '../orders/testing.ts'
import { creditSettlement } from './ledger.ts'

let settlements = 0

/** A signed-in worker with `cents` available and Alipay details, ready to withdraw. For tests. */
export async function workerReadyToWithdraw(db: Db, cents = 10_000) {
  const worker = await makeWorker(db)
  await creditWorker(db, worker.userId, cents)
  await db
    .update(workers)
    .set({ alipayName: '张三', alipayPhone: '13912345678', alipayPaymentCode: '/boot/files/x.png' })
    .where(eq(workers.userId, worker.userId))
  return worker
}

/** Credits `cents` to a worker's available balance, as the settling of an order (made up) does. For tests. */
export async function creditWorker(db: Db, workerId: number, cents: number) {
  settlements += 1
  await db.transaction((tx) =>
    creditSettlement(tx, workerId, {
      id: 900_000_000 + settlements,
      orderNum: `I${settlements}`,
      workerAmount: cents,
    }),
  )
}

interface LedgerSums {
  workerId: number
  available: number
  frozen: number
  owed: number
  deposit: number
  sumAvailable: number
  sumFrozen: number
  sumOwed: number
  sumDeposit: number
  income: number
  paidOut: number
  finesTaken: number
}

/**
 * Every way the workers' money can disagree with the ledger (docs/domain.md, Worker money): each balance
 * equals the sum of its changes, and available + frozen + paid out + fines taken = settled income.
 * Empty when the books are right. For tests.
 */
export async function ledgerProblems(db: Executor, workerId?: number): Promise<string[]> {
  const result = await db.execute(sql`
    select w.user_id as "workerId",
      w.available_balance::float8 as "available", w.frozen_balance::float8 as "frozen",
      w.fine_owed::float8 as "owed", w.deposit::float8 as "deposit",
      coalesce(sum(l.available_change), 0)::float8 as "sumAvailable",
      coalesce(sum(l.frozen_change), 0)::float8 as "sumFrozen",
      coalesce(sum(l.owed_change), 0)::float8 as "sumOwed",
      coalesce(sum(l.deposit_change), 0)::float8 as "sumDeposit",
      coalesce(sum(l.amount) filter (where l.event = 'settle'), 0)::float8 as "income",
      coalesce(sum(l.amount) filter (where l.event = 'withdraw_paid'), 0)::float8 as "paidOut",
      coalesce(-sum(l.available_change) filter (where l.type = ${literal(FundRecordType.fine)}), 0)::float8 as "finesTaken"
    from workers w left join worker_ledger l on l.worker_id = w.user_id
    ${workerId === undefined ? sql`` : sql`where w.user_id = ${workerId}`}
    group by w.user_id`)
  const problems: string[] = []
  for (const row of rowsOf<LedgerSums>(result)) {
    const id = `worker ${row.workerId}`
    if (row.available !== row.sumAvailable)
      problems.push(`${id}: available ${row.available} ≠ ${row.sumAvailable}`)
    if (row.frozen !== row.sumFrozen) problems.push(`${id}: frozen ${row.frozen} ≠ ${row.sumFrozen}`)
    if (row.owed !== row.sumOwed) problems.push(`${id}: owed ${row.owed} ≠ ${row.sumOwed}`)
    if (row.deposit !== row.sumDeposit) problems.push(`${id}: deposit ${row.deposit} ≠ ${row.sumDeposit}`)
    const held = row.available + row.frozen + row.paidOut + row.finesTaken
    if (held !== row.income)
      problems.push(`${id}: available+frozen+paid+fines ${held} ≠ income ${row.income}`)
    if (Math.min(row.available, row.frozen, row.owed, row.deposit) < 0)
      problems.push(`${id}: a negative balance`)
  }
  return problems
}

/** A worker's balances straight from the database. */
export async function workerMoney(db: Executor, workerId: number) {
  const [row] = await db
    .select({
      available: workers.availableBalance,
      frozen: workers.frozenBalance,
      owed: workers.fineOwed,
      deposit: workers.deposit,
    })
    .from(workers)
    .where(eq(workers.userId, workerId))
  return row!
}

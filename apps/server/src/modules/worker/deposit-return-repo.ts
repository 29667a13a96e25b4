import { DepositReturnStatus, PayoutMethod, type StateOf } from '@dianjing/shared'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { depositReturns } from '../../db/schema/index.ts'
import { rowsOf } from '../../lib/sql-filters.ts'

/** The out_biz_no of a deposit return's API attempt: `D<worker>-<n>`, never a withdrawal's `W<id>`. */
export const depositOutBizNoOf = (workerId: number, attempt: number) => `D${workerId}-${attempt}`

export type DepositReturn = typeof depositReturns.$inferSelect

/** The worker's latest attempt, the one that says whether their deposit is still owed. */
export async function latestReturn(db: Executor, workerId: number): Promise<DepositReturn | undefined> {
  const [row] = await db
    .select()
    .from(depositReturns)
    .where(eq(depositReturns.workerId, workerId))
    .orderBy(desc(depositReturns.attempt))
    .limit(1)
  return row
}

export async function findReturn(db: Executor, id: number): Promise<DepositReturn | undefined> {
  const [row] = await db.select().from(depositReturns).where(eq(depositReturns.id, id))
  return row
}

/**
 * A new attempt, numbered after the worker's last. The unique indexes make a second live attempt for
 * the same spell, or the same number twice, fail (call with the worker row locked).
 */
export async function startReturn(
  db: Executor,
  attempt: {
    workerId: number
    leavingNumber: string
    amount: number
    payoutMethod: StateOf<typeof PayoutMethod>
    alipayName: string
    alipayPhone: string
    alipayReference?: string
    staffId: number
  },
): Promise<DepositReturn> {
  const previous = await latestReturn(db, attempt.workerId)
  const n = (previous?.attempt ?? 0) + 1
  const api = attempt.payoutMethod === PayoutMethod.alipayApi
  const [row] = await db
    .insert(depositReturns)
    .values({
      ...attempt,
      attempt: n,
      status: api ? DepositReturnStatus.transferring : DepositReturnStatus.paid,
      outBizNo: api ? depositOutBizNoOf(attempt.workerId, n) : null,
      finishedAt: api ? null : sql`now()`,
    })
    .returning()
  return row!
}

/** An API attempt's end as Alipay told it, once: answers the row only when this call moved it. */
export async function finishReturn(
  db: Executor,
  id: number,
  change:
    | { status: typeof DepositReturnStatus.paid; alipayReference: string }
    | { status: typeof DepositReturnStatus.failed; failCode: string; failReason: string },
) {
  const [row] = await db
    .update(depositReturns)
    .set({ ...change, finishedAt: sql`now()` })
    .where(and(eq(depositReturns.id, id), eq(depositReturns.status, DepositReturnStatus.transferring)))
    .returning()
  return row
}

/** As the withdrawals' payout check claims its rows (payout-repo.ts), for deposit returns. */
export async function claimReturnsToCheck(db: Executor, now: Date, afterSeconds: number, limit: number) {
  const at = sql`${now.toISOString()}::timestamptz`
  const due = sql`${at} - make_interval(secs => ${afterSeconds})`
  const result = await db.execute(sql`
    update ${depositReturns} set checked_at = ${at}
    where ${depositReturns.id} in (
      select ${depositReturns.id} from ${depositReturns}
      where ${depositReturns.status} = ${DepositReturnStatus.transferring}
        and ${depositReturns.createdAt} <= ${due}
        and (${depositReturns.checkedAt} is null or ${depositReturns.checkedAt} <= ${due})
      order by ${depositReturns.id}
      limit ${limit}
      for update skip locked
    )
    returning ${depositReturns.id} as "id"`)
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id))
}

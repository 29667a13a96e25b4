import { PayoutMethod, WithdrawalStatus } from '@dianjing/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { withdrawals } from '../../db/schema/index.ts'
import { rowsOf } from '../../lib/sql-filters.ts'

/** The out_biz_no of a withdrawal's transfer: Alipay pays one out_biz_no once. */
export const outBizNoOf = (withdrawalId: number) => `W${withdrawalId}`

/**
 * Finance approves a pending withdrawal for Alipay's API: it becomes `transferring`, once. Answers it
 * only when this call did, so of any number of approvals at once exactly one sends the transfer.
 */
export async function startTransfer(db: Executor, id: number, staffId: number) {
  const [row] = await db
    .update(withdrawals)
    .set({
      status: WithdrawalStatus.transferring,
      payoutMethod: PayoutMethod.alipayApi,
      outBizNo: outBizNoOf(id),
      staffId,
      handledAt: sql`now()`,
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, WithdrawalStatus.pending)))
    .returning()
  return row
}

/** A transfer's end as Alipay told it, once: answers the withdrawal only when this call moved it. */
export async function finishTransfer(
  db: Executor,
  id: number,
  change:
    | { status: typeof WithdrawalStatus.paid; alipayReference: string }
    | { status: typeof WithdrawalStatus.failed; failCode: string; failReason: string },
) {
  const [row] = await db
    .update(withdrawals)
    .set(change)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, WithdrawalStatus.transferring)))
    .returning()
  return row
}

export async function findWithdrawal(db: Executor, id: number) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id))
  return row
}

/**
 * Transfers whose result is still unknown, sent and last asked about at least `afterSeconds` before
 * `now`, oldest first, claimed for this run (SKIP LOCKED, then `checked_at`), so several processes share
 * the work without asking about one transfer twice.
 */
export async function claimTransfersToCheck(db: Executor, now: Date, afterSeconds: number, limit: number) {
  const at = sql`${now.toISOString()}::timestamptz`
  const due = sql`${at} - make_interval(secs => ${afterSeconds})`
  const result = await db.execute(sql`
    update ${withdrawals} set checked_at = ${at}
    where ${withdrawals.id} in (
      select ${withdrawals.id} from ${withdrawals}
      where ${withdrawals.status} = ${WithdrawalStatus.transferring}
        and ${withdrawals.handledAt} <= ${due}
        and (${withdrawals.checkedAt} is null or ${withdrawals.checkedAt} <= ${due})
      order by ${withdrawals.id}
      limit ${limit}
      for update skip locked
    )
    returning ${withdrawals.id} as "id"`)
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id))
}

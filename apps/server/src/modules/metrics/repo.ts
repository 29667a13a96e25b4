import { PaymentRefundStatus, PaymentStatus } from '@dianjing/shared'
import { and, count, eq, min, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { jobRuns, payments, refunds } from '../../db/schema/index.ts'

/**
 * The reads behind the alerts docs/operations.md §12 used to give as SQL. Each is a count or a minimum
 * over a partial or leading index (refunds_due_idx, payments_pending_idx) or a table of a few rows.
 */

/** Refunds asked of WeChat and not ended either way: how many, and since when the oldest waits. */
export async function refundsAtWechat(db: Executor) {
  const [row] = await db
    .select({ count: count(), oldest: min(refunds.createdAt) })
    .from(refunds)
    .where(eq(refunds.status, PaymentRefundStatus.processing))
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null }
}

/** Pending WeChat payments the reconciliation job should have closed by now (10 minutes past expiry). */
export async function unreconciledPayments(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(payments)
    .where(
      and(
        eq(payments.status, PaymentStatus.pending),
        eq(payments.method, 'wechat'),
        sql`${payments.expiresAt} < now() - interval '10 minutes'`,
      ),
    )
  return row?.count ?? 0
}

/** When each once-a-day job last ran, in any process. */
export function dailyRuns(db: Executor) {
  return db.select({ name: jobRuns.name, lastRunAt: jobRuns.lastRunAt }).from(jobRuns)
}

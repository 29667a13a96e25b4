import { RefundStatus } from '@dianjing/shared'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { orders } from '../../db/schema/index.ts'

export async function lockUserOrder(db: Executor, userId: number, outTradeNo: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.outTradeNo, outTradeNo), eq(orders.userId, userId)))
    .for('update')
  return row
}

/**
 * Records round `round`'s prize and raises the used count to it, only if the round is the next one
 * and draws remain: a concurrent or repeated draw finds nothing to update.
 */
export async function recordDraw(db: Executor, orderId: number, round: number, result: string) {
  const [row] = await db
    .update(orders)
    .set({
      lotteryNumAlready: round,
      lotteryResults: sql`${orders.lotteryResults} || jsonb_build_object(${String(round)}::text, ${result}::text)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.lotteryNumAlready, round - 1),
        sql`${orders.lotteryNumAlready} < ${orders.lotteryNum}`,
        // Never while a refund is being decided: what finance refunds is what was not drawn.
        ne(orders.refundStatus, RefundStatus.applied),
      ),
    )
    .returning()
  return row
}

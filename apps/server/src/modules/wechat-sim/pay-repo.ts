import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { wechatSimRefunds, wechatSimTransactions } from '../../db/schema/index.ts'

export async function findTransaction(db: Executor, outTradeNo: string) {
  const [row] = await db
    .select()
    .from(wechatSimTransactions)
    .where(eq(wechatSimTransactions.outTradeNo, outTradeNo))
  return row
}

export async function findTransactionByPrepayId(db: Executor, prepayId: string) {
  const [row] = await db
    .select()
    .from(wechatSimTransactions)
    .where(eq(wechatSimTransactions.prepayId, prepayId))
  return row
}

export async function insertTransaction(db: Executor, values: typeof wechatSimTransactions.$inferInsert) {
  await db.insert(wechatSimTransactions).values(values)
}

/** Moves a transaction from `from` to `to`; answers the row when it moved. */
export async function moveTransaction(
  db: Executor,
  outTradeNo: string,
  from: string,
  values: Partial<typeof wechatSimTransactions.$inferInsert> & { tradeState: string },
) {
  const [row] = await db
    .update(wechatSimTransactions)
    .set(values)
    .where(and(eq(wechatSimTransactions.outTradeNo, outTradeNo), eq(wechatSimTransactions.tradeState, from)))
    .returning()
  return row
}

export async function findRefund(db: Executor, outRefundNo: string) {
  const [row] = await db.select().from(wechatSimRefunds).where(eq(wechatSimRefunds.outRefundNo, outRefundNo))
  return row
}

export async function refundedSoFar(db: Executor, outTradeNo: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${wechatSimRefunds.refund}), 0)::bigint` })
    .from(wechatSimRefunds)
    .where(eq(wechatSimRefunds.outTradeNo, outTradeNo))
  return Number(row?.total ?? 0)
}

export async function insertRefund(db: Executor, values: typeof wechatSimRefunds.$inferInsert) {
  const [row] = await db.insert(wechatSimRefunds).values(values).returning()
  return row!
}

export async function completeRefund(db: Executor, outRefundNo: string) {
  const [row] = await db
    .update(wechatSimRefunds)
    .set({ status: 'SUCCESS', successTime: sql`now()` })
    .where(and(eq(wechatSimRefunds.outRefundNo, outRefundNo), eq(wechatSimRefunds.status, 'PROCESSING')))
    .returning()
  return row
}

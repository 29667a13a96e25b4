import { and, desc, eq, gt, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { wechatSimCertificates, wechatSimRefunds, wechatSimTransactions } from '../../db/schema/index.ts'

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

/** A payment's refunds, oldest first: what the merchant platform's transaction page lists. */
export function refundsOf(db: Executor, outTradeNo: string) {
  return db
    .select()
    .from(wechatSimRefunds)
    .where(eq(wechatSimRefunds.outTradeNo, outTradeNo))
    .orderBy(wechatSimRefunds.createdAt)
}

export async function refundedSoFar(db: Executor, outTradeNo: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${wechatSimRefunds.refund}), 0)::bigint` })
    .from(wechatSimRefunds)
    // A closed refund gave nothing back: its amount can be refunded again.
    .where(and(eq(wechatSimRefunds.outTradeNo, outTradeNo), ne(wechatSimRefunds.status, 'CLOSED')))
  return Number(row?.total ?? 0)
}

export async function insertRefund(db: Executor, values: typeof wechatSimRefunds.$inferInsert) {
  const [row] = await db.insert(wechatSimRefunds).values(values).returning()
  return row!
}

/** Ends a processing refund as `status` (SUCCESS, ABNORMAL or CLOSED); answers it when it moved. */
export async function endRefund(db: Executor, outRefundNo: string, status: string, at: Date) {
  const [row] = await db
    .update(wechatSimRefunds)
    .set({ status, successTime: status === 'SUCCESS' ? at : null })
    .where(and(eq(wechatSimRefunds.outRefundNo, outRefundNo), eq(wechatSimRefunds.status, 'PROCESSING')))
    .returning()
  return row
}

/** Certificates not yet expired at `now` (those listed ahead of their start included), newest first. */
export async function unexpiredCertificates(db: Executor, now: Date) {
  return db
    .select()
    .from(wechatSimCertificates)
    .where(gt(wechatSimCertificates.expireAt, now))
    .orderBy(desc(wechatSimCertificates.effectiveAt))
}

export async function insertCertificate(db: Executor, values: typeof wechatSimCertificates.$inferInsert) {
  await db.insert(wechatSimCertificates).values(values)
}

/** WeChat shortens the life of the certificates being replaced to `until`. */
export async function shortenCertificates(db: Executor, until: Date) {
  await db
    .update(wechatSimCertificates)
    .set({ expireAt: until })
    .where(gt(wechatSimCertificates.expireAt, until))
}

import { PaymentRefundStatus, PaymentStatus } from '@dianjing/shared'
import { and, asc, desc, eq, inArray, lt, lte, ne, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { payments, refunds, users } from '../../db/schema/index.ts'
import { preparedStatement } from '../../lib/prepared.ts'
import { hitSql } from '../../lib/rate-limit.ts'
import { columnNamesOf, literal, rowsOf, tableRowOf } from '../../lib/sql-filters.ts'

export type PaymentRow = typeof payments.$inferSelect
export type RefundRow = typeof refunds.$inferSelect

/** What a new payment is recorded with; the rest (pending, no prepay id yet) is the table's default. */
export type NewPayment = Required<
  Pick<
    typeof payments.$inferInsert,
    'outTradeNo' | 'purpose' | 'userId' | 'amount' | 'description' | 'method' | 'expiresAt'
  >
>
export type NewPaymentKey = keyof NewPayment

/**
 * The insert of a new payment, answering its row, with `value(key)` where each value goes: for a
 * statement built once that records the payment alone or with what it pays for (an order's).
 */
export function insertPaymentSql(db: Executor, value: (key: NewPaymentKey) => Placeholder): SQL {
  return db
    .insert(payments)
    .values({
      outTradeNo: value('outTradeNo'),
      purpose: value('purpose'),
      userId: value('userId'),
      amount: value('amount'),
      description: value('description'),
      method: value('method'),
      expiresAt: value('expiresAt'),
    })
    .returning()
    .getSQL()
}

const insertPaymentStatement = preparedStatement<NewPaymentKey>((value, db) => insertPaymentSql(db, value))

/**
 * Records a payment of any purpose but an order's (an order's is recorded with its order, in
 * `orders/transitions.placeOrder`), by a statement built once.
 */
export async function insertPayment(db: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = rowsOf<Record<string, unknown>>(await insertPaymentStatement(db, values))
  return tableRowOf(payments, row!)
}

export async function findPayment(db: Executor, outTradeNo: string) {
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo))
  return row
}

/** The payment row, locked until the transaction ends: concurrent notifications queue here. */
export async function lockPayment(db: Executor, outTradeNo: string) {
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)).for('update')
  return row
}

/**
 * Locks the customer's row until the transaction ends, so that customer's new payments are counted and
 * recorded one after another. `no key update` leaves rows that merely reference the user unblocked.
 */
export async function lockPayer(db: Executor, userId: number) {
  await lockPayerStatement(db, { userId })
}

const lockPayerStatement = preparedStatement<'userId'>(
  (value) => sql`select id from ${users} where id = ${value('userId')}::int for no key update`,
)

/**
 * What limits a customer's new WeChat payment, in one statement: their payments still waiting to be
 * paid at WeChat and not yet expired (`unpaid`), and this minute's prepay requests counting this one
 * (`prepays`, the counter `prepayHit` names, counted here).
 */
export async function countOpeningPayment(
  db: Executor,
  userId: number,
  prepayHit: { key: string; resetAt: Date },
): Promise<{ unpaid: number; prepays: number }> {
  const [row] = rowsOf<{ unpaid: number; prepays: number }>(
    await countOpeningStatement(db, { userId, ...prepayHit }),
  )
  return row!
}

const countOpeningStatement = preparedStatement<'userId' | 'key' | 'resetAt'>(
  (value, db) => sql`
    with prepay as (${hitSql(db, value)})
    select
      (select count(*)::int from ${payments}
        where user_id = ${value('userId')}::int and status = ${literal(PaymentStatus.pending)}
          and method = 'wechat' and expires_at > now()) as unpaid,
      (select count from prepay) as prepays`,
)

export async function setPrepayId(db: Executor, id: number, prepayId: string) {
  await setPrepayIdStatement(db, { id, prepayId })
}

const setPrepayIdStatement = preparedStatement<'id' | 'prepayId'>(
  (value) => sql`update ${payments} set prepay_id = ${value('prepayId')} where id = ${value('id')}::int`,
)

/** A purpose's effect of being paid, as CTEs of the payment's statement (see `PaymentPurpose`). */
export interface PaidInStatement {
  ctes(paidNow: SQL, value: (key: string) => Placeholder): SQL
  values(payment: { outTradeNo: string; amount: number }): Record<string, unknown>
}

/** A purpose, by name, whose effect of being paid is said in the payment's statement. */
export interface PurposePaidInStatement {
  purpose: string
  effect: PaidInStatement
}

/** The pending → paid statements, by the purposes they pay in the same statement (one set per process). */
const markPaidStatements = new Map<string, ReturnType<typeof markPaidStatement>>()

function markPaidStatement(effects: PurposePaidInStatement[]) {
  return preparedStatement<string>((value) => {
    const ofPurposes = effects.length
      ? sql` and purpose in (${sql.join(
          effects.map(({ purpose }) => sql`${purpose}`),
          sql`, `,
        )})`
      : sql``
    const ctes = effects.map(({ purpose, effect }) => {
      const paidNow = sql`exists (select 1 from paid_payment where purpose = ${purpose})`
      return sql`, ${effect.ctes(paidNow, (key) => value(`${purpose}.${key}`))}`
    })
    return sql`
    with paid_payment as (
      update ${payments} set status = ${literal(PaymentStatus.paid)}, paid_at = now(), transaction_id = ${value('transactionId')}
      where out_trade_no = ${value('outTradeNo')} and status = ${literal(PaymentStatus.pending)}
        and amount = ${value('amount')}${ofPurposes}
      returning ${columnNamesOf(payments)})${sql.join(ctes)}
    select * from paid_payment`
  })
}

/**
 * Pending → paid in one statement when WeChat paid exactly the amount asked: answers the payment only
 * when this call paid it (anything else is looked at under a lock by the caller). Given `effects`, only
 * a payment of one of their purposes, and what being paid does to it in the same statement, with no
 * transaction needed around it.
 */
export async function markPendingPaid(
  db: Executor,
  outTradeNo: string,
  paid: { amount: number; transactionId: string | null },
  effects: PurposePaidInStatement[] = [],
): Promise<PaymentRow | undefined> {
  const key = effects.map(({ purpose }) => purpose).join()
  let statement = markPaidStatements.get(key)
  if (!statement) {
    statement = markPaidStatement(effects)
    markPaidStatements.set(key, statement)
  }
  const values: Record<string, unknown> = { outTradeNo, ...paid }
  for (const { purpose, effect } of effects)
    for (const [name, value] of Object.entries(effect.values({ outTradeNo, amount: paid.amount })))
      values[`${purpose}.${name}`] = value
  const [row] = rowsOf<Record<string, unknown>>(await statement(db, values))
  return row ? tableRowOf(payments, row) : undefined
}

export async function setStatus(
  db: Executor,
  id: number,
  values: Partial<Pick<PaymentRow, 'status' | 'transactionId' | 'paidAt' | 'closedAt'>>,
) {
  await db.update(payments).set(values).where(eq(payments.id, id))
}

/**
 * Claims pending WeChat payments old enough that a notification should have come, or past their
 * expiry, and not asked about in the last minute. SKIP LOCKED lets several processes share the work.
 */
export async function claimForReconciliation(db: Executor, olderThanSeconds: number, limit: number) {
  const due = sql`${payments.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`
  const result = await db.execute(sql`
    update ${payments} set checked_at = now()
    where ${payments.id} in (
      select ${payments.id} from ${payments}
      where ${payments.status} = ${literal(PaymentStatus.pending)} and ${payments.method} = 'wechat'
        and (${due} or ${payments.expiresAt} < now())
        and (${payments.checkedAt} is null or ${payments.checkedAt} < now() - interval '50 seconds')
      order by ${payments.id}
      limit ${limit}
      for update skip locked
    )
    returning ${payments.outTradeNo} as "outTradeNo"`)
  return rowsOf<{ outTradeNo: string }>(result).map((row) => row.outTradeNo)
}

export async function insertRefund(db: Executor, values: typeof refunds.$inferInsert) {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing().returning()
  return row
}

export async function findRefund(db: Executor, outRefundNo: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.outRefundNo, outRefundNo))
  return row
}

/** Marks a processing (or failed) refund done; answers it only the first time. */
export async function markRefundSucceeded(db: Executor, outRefundNo: string, refundId: string | undefined) {
  const [row] = await db
    .update(refunds)
    .set({
      status: PaymentRefundStatus.succeeded,
      succeededAt: sql`now()`,
      ...(refundId ? { refundId } : {}),
    })
    .where(and(eq(refunds.outRefundNo, outRefundNo), ne(refunds.status, PaymentRefundStatus.succeeded)))
    .returning()
  return row
}

/** Marks a processing refund failed; answers it only the first time. */
export async function markRefundFailed(db: Executor, outRefundNo: string) {
  const [row] = await db
    .update(refunds)
    .set({ status: PaymentRefundStatus.failed })
    .where(and(eq(refunds.outRefundNo, outRefundNo), eq(refunds.status, PaymentRefundStatus.processing)))
    .returning()
  return row
}

export async function setRefundId(db: Executor, outRefundNo: string, refundId: string) {
  await db.update(refunds).set({ refundId }).where(eq(refunds.outRefundNo, outRefundNo))
}

/**
 * Claims refunds still processing whose time to be looked at has come (made over `olderThanSeconds` ago
 * and past their `check_after`), oldest first, and puts their next look `recheckSeconds` away. SKIP
 * LOCKED lets several processes share the work; a refund waiting out its backoff is not taken.
 */
export async function claimDueRefunds(
  db: Executor,
  olderThanSeconds: number,
  recheckSeconds: number,
  limit: number,
): Promise<RefundRow[]> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, PaymentRefundStatus.processing),
        lte(refunds.checkAfter, sql`now()`),
        lt(refunds.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(refunds)
    .set({ checkAfter: sql`now() + make_interval(secs => ${recheckSeconds})` })
    .where(inArray(refunds.id, due))
    .returning()
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
}

/**
 * A request WeChat did not record: one try more, its answer kept, the next try `retryInSeconds` away;
 * at `maxTries` the refund is not recorded (退款异常) and waits for finance. Answers the refund.
 */
export async function recordFailedTry(
  db: Executor,
  outRefundNo: string,
  failure: { answer: string; retryInSeconds: number; maxTries: number },
) {
  const [row] = await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      lastError: failure.answer.slice(0, 300),
      checkAfter: sql`now() + make_interval(secs => ${failure.retryInSeconds})`,
      status: sql`case when ${refunds.attempts} + 1 >= ${failure.maxTries} then ${literal(PaymentRefundStatus.notRecorded)} else ${refunds.status} end`,
    })
    .where(and(eq(refunds.outRefundNo, outRefundNo), eq(refunds.status, PaymentRefundStatus.processing)))
    .returning()
  return row
}

/** Finance retries a refund WeChat never recorded: processing again, its tries counted afresh. */
export async function reopenNotRecorded(db: Executor, outRefundNo: string) {
  const [row] = await db
    .update(refunds)
    .set({ status: PaymentRefundStatus.processing, attempts: 0, checkAfter: sql`now()` })
    .where(and(eq(refunds.outRefundNo, outRefundNo), eq(refunds.status, PaymentRefundStatus.notRecorded)))
    .returning()
  return row
}

/** Of each payment in `outTradeNos`, its latest refund: how finance sees where a refund stands. */
export async function latestRefunds(db: Executor, outTradeNos: string[]): Promise<Map<string, RefundRow>> {
  if (outTradeNos.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([refunds.outTradeNo])
    .from(refunds)
    .where(inArray(refunds.outTradeNo, outTradeNos))
    .orderBy(refunds.outTradeNo, desc(refunds.id))
  return new Map(rows.map((row) => [row.outTradeNo, row]))
}

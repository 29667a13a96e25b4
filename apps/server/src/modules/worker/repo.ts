import { PayoutMethod, WithdrawalStatus, WorkerStanding } from '@dianjing/shared'
import { and, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import {
  orderReviews,
  users,
  withdrawals,
  workerApplications,
  workerLedger,
  workers,
} from '../../db/schema/index.ts'
import { preparedStatement } from '../../lib/prepared.ts'
import { columnNamesOf, rowsOf, tableRowOf } from '../../lib/sql-filters.ts'
import { VISIBLE_EVENTS } from './ledger.ts'

export type WorkerRow = typeof workers.$inferSelect

export async function findWorker(db: Executor, userId: number) {
  const [row] = await db.select().from(workers).where(eq(workers.userId, userId))
  return row
}

/** What a call made on every visit reads of the worker: their standing and level. */
export interface WorkerStandingRow<T> {
  status: number
  level: number
  /** What the caller asked beside it. */
  also: T
}

/**
 * The worker's standing and level and, in the same statement, what another domain asks beside it
 * (`also`, a scalar subquery of its own, said with `value(key)` where each call's values go): one round
 * trip, in a statement built once, where a call on every visit needs both, as the hall does.
 */
export function workerStandingWith<T, Key extends string>(
  also: (value: (key: Key | 'userId') => Placeholder) => SQL<T>,
) {
  const statement = preparedStatement<Key | 'userId'>(
    (value) => sql`
      select ${workers.status} as status, ${workers.level} as level, (${also(value)}) as also
      from ${workers} where ${workers.userId} = ${value('userId')}::int`,
  )
  return async (db: Executor, values: Record<Key | 'userId', unknown>) =>
    rowsOf<WorkerStandingRow<T>>(await statement(db, values))[0]
}

const lockWorkerStatement = preparedStatement<'userId'>(
  (value) =>
    sql`select ${columnNamesOf(workers)} from ${workers} where user_id = ${value('userId')}::int for update`,
)

/**
 * The worker's row, held until the transaction ends: their money is judged and changed under it. A
 * statement built once, since taking an order locks the worker on every call.
 */
export async function lockWorker(db: Executor, userId: number) {
  const [row] = rowsOf<Record<string, unknown>>(await lockWorkerStatement(db, { userId }))
  return row && tableRowOf(workers, row)
}

export async function findWorkerWithUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ worker: workers, nickName: users.nickName, avatar: users.avatar })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(eq(workers.userId, userId))
  return row
}

export async function latestApplication(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(workerApplications)
    .where(eq(workerApplications.userId, userId))
    .orderBy(desc(workerApplications.createdAt), desc(workerApplications.id))
    .limit(1)
  return row
}

export async function insertApplication(db: Executor, values: typeof workerApplications.$inferInsert) {
  const [row] = await db.insert(workerApplications).values(values).returning()
  return row!
}

/** The worker's fund records, newest first, with each withdrawal's state. */
export async function fundRecords(
  db: Executor,
  workerId: number,
  page: { pageNum: number; pageSize: number; type?: number },
) {
  const where = and(
    eq(workerLedger.workerId, workerId),
    inArray(workerLedger.event, [...VISIBLE_EVENTS]),
    page.type === undefined ? undefined : eq(workerLedger.type, page.type),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: workerLedger,
        withdrawalStatus: withdrawals.status,
        rejectReason: withdrawals.rejectReason,
        failReason: withdrawals.failReason,
      })
      .from(workerLedger)
      .leftJoin(withdrawals, eq(withdrawals.id, workerLedger.withdrawalId))
      .where(where)
      .orderBy(desc(workerLedger.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(workerLedger).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function saveWithdrawalInfo(
  db: Executor,
  workerId: number,
  info: { alipayName: string; alipayPhone: string; alipayPaymentCode: string },
) {
  const [row] = await db
    .update(workers)
    .set(info)
    .where(eq(workers.userId, workerId))
    .returning({ id: workers.userId })
  return row
}

const insertWithdrawal = preparedStatement<'workerId' | 'amount'>(
  (value) => sql`
    insert into ${withdrawals} (worker_id, amount, alipay_name, alipay_phone, alipay_payment_code)
    select ${workers.userId}, ${value('amount')}, ${workers.alipayName}, ${workers.alipayPhone}, ${workers.alipayPaymentCode}
    from ${workers}
    where ${workers.userId} = ${value('workerId')} and coalesce(${workers.alipayName}, '') <> ''
      and coalesce(${workers.alipayPhone}, '') <> '' and coalesce(${workers.alipayPaymentCode}, '') <> ''
    returning id`,
)

/**
 * Records a pending withdrawal of `amount` to the worker's Alipay details as they are now; nothing
 * when the worker has none (or is no worker). Answers its id.
 */
export async function insertWithdrawalOf(db: Executor, workerId: number, amount: number) {
  return rowsOf<{ id: number }>(await insertWithdrawal(db, { workerId, amount }))[0]?.id
}

/** Moves a pending withdrawal to paid or rejected, once; answers it only when this call did. */
export async function closeWithdrawal(
  db: Executor,
  id: number,
  change: {
    status: typeof WithdrawalStatus.paid | typeof WithdrawalStatus.rejected
    staffId: number
    alipayReference?: string
    rejectReason?: string
  },
) {
  const [row] = await db
    .update(withdrawals)
    .set({
      ...change,
      payoutMethod: change.status === WithdrawalStatus.paid ? PayoutMethod.manual : null,
      handledAt: sql`now()`,
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, WithdrawalStatus.pending)))
    .returning()
  return row
}

/** One completed order more (`by` 1) or less (-1), and `points` growth points with it; never below 0. */
export async function countCompletedOrder(db: Executor, workerId: number, by: 1 | -1, points: number) {
  await db
    .update(workers)
    .set({
      completedOrders: sql`greatest(${workers.completedOrders} + ${by}, 0)`,
      points: sql`greatest(${workers.points} + ${by * points}, 0)`,
    })
    .where(eq(workers.userId, workerId))
}

/**
 * The worker's rating becomes the mean of their reviews by other customers, in hundredths (5.00
 * before the first).
 */
export async function refreshRating(db: Executor, workerId: number) {
  const theirs = sql`${orderReviews.workerId} = ${workerId} and ${orderReviews.userId} <> ${workerId}`
  await db
    .update(workers)
    .set({
      rating: sql`coalesce((select round(avg(${orderReviews.stars}) * 100)::int from ${orderReviews} where ${theirs}), 500)`,
      ratingCount: sql`(select count(*)::int from ${orderReviews} where ${theirs})`,
    })
    .where(eq(workers.userId, workerId))
}

export async function setOnDuty(db: Executor, userId: number, onDuty: boolean) {
  await db.update(workers).set({ onDuty }).where(eq(workers.userId, userId))
}

/** On-duty workers of a region who may take orders now, except the buyer; the busiest-earning first. */
export function onDutyWorkers(
  db: Executor,
  region: string,
  buyerId: number,
  minDeposit: number,
  now: Date,
  limit: number,
) {
  return db
    .select({ userId: workers.userId })
    .from(workers)
    .where(
      and(
        // Said as the partial index says it (`workers_on_duty_idx … where on_duty`): as `on_duty = $1`
        // the statement's generic plan could not use that index and read every worker.
        sql`${workers.onDuty}`,
        eq(workers.region, region),
        eq(workers.status, WorkerStanding.active),
        sql`${workers.membershipExpiresAt} > ${now.toISOString()}::timestamptz`,
        sql`${workers.deposit} >= ${minDeposit}`,
        sql`${workers.userId} <> ${buyerId}`,
      ),
    )
    .orderBy(desc(workers.completedOrders), workers.userId)
    .limit(limit)
}

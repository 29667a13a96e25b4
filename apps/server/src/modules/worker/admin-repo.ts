import {
  ApplicationStatus,
  BizStatus,
  OrderStatus,
  type QueueSort,
  WithdrawalStatus,
  WorkerStanding,
} from '@dianjing/shared'
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database.ts'
import {
  orders,
  staff,
  users,
  withdrawals,
  workerApplications,
  workerLedger,
  workers,
} from '../../db/schema/index.ts'
import { countQueue, queueOrder } from '../../lib/queue-count.ts'
import { containing } from '../../lib/sql-filters.ts'

export interface Page {
  page: number
  pageSize: number
}

const offset = ({ page, pageSize }: Page) => (page - 1) * pageSize

/** Matches `keyword` anywhere in any of `columns`; undefined (no filter) for an empty keyword. */
function keywordFilter(
  keyword: string | undefined,
  ...columns: Parameters<typeof ilike>[0][]
): SQL | undefined {
  const text = keyword?.trim()
  if (!text) return undefined
  const pattern = containing(text)
  return or(...columns.map((column) => ilike(column, pattern)))
}

export type ApplicationFilter = keyof typeof ApplicationStatus | 'all'

export async function listApplications(
  db: Executor,
  filter: { status: ApplicationFilter; keyword?: string; sort?: QueueSort },
  page: Page,
) {
  const where = and(
    filter.status === 'all' ? undefined : eq(workerApplications.status, ApplicationStatus[filter.status]),
    keywordFilter(filter.keyword, users.phone, users.nickName, workerApplications.name),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        application: workerApplications,
        userPhone: users.phone,
        userNickName: users.nickName,
        reviewerName: staff.name,
      })
      .from(workerApplications)
      .innerJoin(users, eq(users.id, workerApplications.userId))
      .leftJoin(staff, eq(staff.id, workerApplications.reviewedBy))
      .where(where)
      .orderBy(
        ...queueOrder(filter.sort, filter.status === 'pending', {
          since: workerApplications.createdAt,
          tieBreak: workerApplications.id,
        }),
      )
      .limit(page.pageSize)
      .offset(offset(page)),
    db
      .select({ n: count() })
      .from(workerApplications)
      .innerJoin(users, eq(users.id, workerApplications.userId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Decides a pending application once; answers it only when this call decided it. */
export async function decideApplication(
  db: Executor,
  id: number,
  decision: {
    status: typeof ApplicationStatus.approved | typeof ApplicationStatus.rejected
    staffId: number
    rejectReason?: string
  },
) {
  const [row] = await db
    .update(workerApplications)
    .set({
      status: decision.status,
      reviewedBy: decision.staffId,
      reviewedAt: sql`now()`,
      rejectReason: decision.rejectReason ?? null,
    })
    .where(and(eq(workerApplications.id, id), eq(workerApplications.status, ApplicationStatus.pending)))
    .returning()
  return row
}

/**
 * Makes the applicant a worker: a new row, or a worker who left made active again with the new
 * application's details (their history and money records stay). Answers nothing for an active worker.
 */
export async function insertWorker(
  db: Executor,
  values: Pick<typeof workers.$inferInsert, 'userId' | 'realName' | 'sex' | 'region' | 'briefIntroduction'>,
) {
  const { userId: _, ...details } = values
  const [row] = await db
    .insert(workers)
    .values(values)
    .onConflictDoUpdate({
      target: workers.userId,
      set: { ...details, status: WorkerStanding.active, approvedAt: sql`now()` },
      setWhere: eq(workers.status, WorkerStanding.left),
    })
    .returning()
  return row
}

export type WorkerFilter = keyof typeof WorkerStanding | 'all'

export async function listWorkers(
  db: Executor,
  filter: { keyword?: string; status: WorkerFilter },
  page: Page,
) {
  const where = and(
    filter.status === 'all' ? undefined : eq(workers.status, WorkerStanding[filter.status]),
    keywordFilter(filter.keyword, users.phone, users.nickName, workers.realName),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({ worker: workers, nickName: users.nickName, phone: users.phone })
      .from(workers)
      .innerJoin(users, eq(users.id, workers.userId))
      .where(where)
      .orderBy(desc(workers.createdAt), desc(workers.userId))
      .limit(page.pageSize)
      .offset(offset(page)),
    db.select({ n: count() }).from(workers).innerJoin(users, eq(users.id, workers.userId)).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** The entry that reversed another (a fine's revocation) and who made it. */
const reversal = alias(workerLedger, 'reversal')
const reverser = alias(staff, 'reverser')

/** Ledger entries with the worker's and the staff member's names, and a revoked fine's revocation. */
export async function listLedger(
  db: Executor,
  filter: { workerId?: number; event?: string; keyword?: string },
  page: Page,
) {
  const where = and(
    filter.workerId === undefined ? undefined : eq(workerLedger.workerId, filter.workerId),
    filter.event === undefined ? undefined : eq(workerLedger.event, filter.event),
    keywordFilter(filter.keyword, users.phone, users.nickName, workerLedger.remarks, workerLedger.orderNum),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: workerLedger,
        workerName: users.nickName,
        staffName: staff.name,
        revocation: { createdAt: reversal.createdAt, reason: reversal.remarks },
        revokerName: reverser.name,
      })
      .from(workerLedger)
      .innerJoin(users, eq(users.id, workerLedger.workerId))
      .leftJoin(staff, eq(staff.id, workerLedger.staffId))
      .leftJoin(reversal, eq(reversal.reversesId, workerLedger.id))
      .leftJoin(reverser, eq(reverser.id, reversal.staffId))
      .where(where)
      .orderBy(desc(workerLedger.id))
      .limit(page.pageSize)
      .offset(offset(page)),
    db
      .select({ n: count() })
      .from(workerLedger)
      .innerJoin(users, eq(users.id, workerLedger.workerId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export type WithdrawalFilter = keyof typeof WithdrawalStatus | 'all'

export async function listWithdrawals(
  db: Executor,
  status: WithdrawalFilter,
  page: Page & { sort?: QueueSort },
) {
  const where = status === 'all' ? undefined : eq(withdrawals.status, WithdrawalStatus[status])
  const [rows, [total]] = await Promise.all([
    db
      .select({
        withdrawal: withdrawals,
        workerName: users.nickName,
        workerPhone: users.phone,
        workerRealName: workers.realName,
        staffName: staff.name,
      })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.workerId))
      .innerJoin(workers, eq(workers.userId, withdrawals.workerId))
      .leftJoin(staff, eq(staff.id, withdrawals.staffId))
      .where(where)
      // Unless finance sorts otherwise, the oldest request first: paid in the order workers asked.
      .orderBy(
        ...queueOrder(page.sort, status === 'pending', {
          since: withdrawals.createdAt,
          amount: withdrawals.amount,
          tieBreak: withdrawals.id,
        }),
      )
      .limit(page.pageSize)
      .offset(offset(page)),
    db.select({ n: count() }).from(withdrawals).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Suspends an active worker or reinstates a suspended one; answers the row only when this call did. */
export async function setWorkerStatus(
  db: Executor,
  userId: number,
  status: typeof WorkerStanding.active | typeof WorkerStanding.suspended,
) {
  const from = status === WorkerStanding.suspended ? WorkerStanding.active : WorkerStanding.suspended
  const [row] = await db
    .update(workers)
    .set({ status })
    .where(and(eq(workers.userId, userId), eq(workers.status, from)))
    .returning()
  return row
}

/** The worker's orders still open: in service, and completed but not yet settled. */
export async function openOrderCounts(db: Executor, workerId: number) {
  const rows = await db
    .select({ bizStatus: orders.bizStatus, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.workerId, workerId),
        eq(orders.status, OrderStatus.paid),
        inArray(orders.bizStatus, [BizStatus.inService, BizStatus.awaitingClose]),
      ),
    )
    .groupBy(orders.bizStatus)
  const byStatus = new Map(rows.map((row) => [row.bizStatus, row.n]))
  return {
    inService: byStatus.get(BizStatus.inService) ?? 0,
    unsettled: byStatus.get(BizStatus.awaitingClose) ?? 0,
  }
}

export async function countPendingWithdrawals(db: Executor, workerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.workerId, workerId),
        inArray(withdrawals.status, [WithdrawalStatus.pending, WithdrawalStatus.transferring]),
      ),
    )
  return row?.n ?? 0
}

/** Marks the worker as left, once: a second call (a retry, a race) changes nothing and answers nothing. */
export async function markLeft(db: Executor, userId: number) {
  const [row] = await db
    .update(workers)
    .set({ status: WorkerStanding.left })
    .where(and(eq(workers.userId, userId), sql`${workers.status} <> ${WorkerStanding.left}`))
    .returning()
  return row
}

/** Applications waiting for a decision, and how many waited past `targetMinutes`. */
export const applicationQueue = (db: Executor, targetMinutes: number) =>
  countQueue(
    db,
    workerApplications,
    eq(workerApplications.status, ApplicationStatus.pending),
    workerApplications.createdAt,
    targetMinutes,
  )

/** Withdrawals waiting for finance, and how many waited past `targetMinutes`. */
export const withdrawalQueue = (db: Executor, targetMinutes: number) =>
  countQueue(
    db,
    withdrawals,
    eq(withdrawals.status, WithdrawalStatus.pending),
    withdrawals.createdAt,
    targetMinutes,
  )

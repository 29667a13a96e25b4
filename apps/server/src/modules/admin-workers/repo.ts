import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import {
  staff,
  users,
  withdrawals,
  workerApplications,
  workerLedger,
  workers,
} from '../../db/schema/index.ts'
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

export const APPLICATION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const
export type ApplicationFilter = keyof typeof APPLICATION_STATUS | 'all'

export async function listApplications(
  db: Executor,
  filter: { status: ApplicationFilter; keyword?: string },
  page: Page,
) {
  const where = and(
    filter.status === 'all' ? undefined : eq(workerApplications.status, APPLICATION_STATUS[filter.status]),
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
      .orderBy(desc(workerApplications.createdAt), desc(workerApplications.id))
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
  decision: { status: 1 | 2; staffId: number; rejectReason?: string },
) {
  const [row] = await db
    .update(workerApplications)
    .set({
      status: decision.status,
      reviewedBy: decision.staffId,
      reviewedAt: sql`now()`,
      rejectReason: decision.rejectReason ?? null,
    })
    .where(and(eq(workerApplications.id, id), eq(workerApplications.status, 0)))
    .returning()
  return row
}

export async function insertWorker(db: Executor, values: typeof workers.$inferInsert) {
  const [row] = await db.insert(workers).values(values).onConflictDoNothing().returning()
  return row
}

export async function listWorkers(db: Executor, keyword: string | undefined, page: Page) {
  const where = keywordFilter(keyword, users.phone, users.nickName, workers.realName)
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

/** Ledger entries with the worker's and the staff member's names. */
export async function listLedger(
  db: Executor,
  filter: { workerId?: number; event?: string; keyword?: string },
  page: Page,
) {
  const where = and(
    filter.workerId === undefined ? undefined : eq(workerLedger.workerId, filter.workerId),
    filter.event === undefined ? undefined : eq(workerLedger.event, filter.event),
    keywordFilter(filter.keyword, users.phone, users.nickName, workerLedger.remarks),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: workerLedger, workerName: users.nickName, staffName: staff.name })
      .from(workerLedger)
      .innerJoin(users, eq(users.id, workerLedger.workerId))
      .leftJoin(staff, eq(staff.id, workerLedger.staffId))
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

export const WITHDRAWAL_STATUS = { pending: 0, paid: 1, rejected: 2 } as const
export type WithdrawalFilter = keyof typeof WITHDRAWAL_STATUS | 'all'

export async function listWithdrawals(db: Executor, status: WithdrawalFilter, page: Page) {
  const where = status === 'all' ? undefined : eq(withdrawals.status, WITHDRAWAL_STATUS[status])
  const [rows, [total]] = await Promise.all([
    db
      .select({
        withdrawal: withdrawals,
        workerName: users.nickName,
        workerPhone: users.phone,
        staffName: staff.name,
      })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.workerId))
      .leftJoin(staff, eq(staff.id, withdrawals.staffId))
      .where(where)
      // The oldest request first: finance pays in the order workers asked.
      .orderBy(status === 'pending' ? withdrawals.createdAt : desc(withdrawals.createdAt), withdrawals.id)
      .limit(page.pageSize)
      .offset(offset(page)),
    db.select({ n: count() }).from(withdrawals).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function setWorkerStatus(db: Executor, userId: number, status: 0 | 1) {
  const [row] = await db
    .update(workers)
    .set({ status })
    .where(and(eq(workers.userId, userId), sql`${workers.status} <> ${status}`))
    .returning()
  return row
}

import { type ArbitrationListQuery, ArbitrationStatus, ProposalStatus } from '@dianjing/shared'
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database.ts'
import {
  arbitrationEvidence,
  arbitrations,
  cancelProposals,
  orders,
  users,
} from '../../../db/schema/index.ts'
import { clock } from '../../../lib/clock.ts'
import { countQueue } from '../../../lib/queue-count.ts'

export type ProposalRow = typeof cancelProposals.$inferSelect
export type ArbitrationRow = typeof arbitrations.$inferSelect
export type EvidenceRow = typeof arbitrationEvidence.$inferSelect

export async function insertProposal(db: Executor, values: typeof cancelProposals.$inferInsert) {
  const [row] = await db.insert(cancelProposals).values(values).returning()
  return row!
}

export async function lockProposal(db: Executor, id: number) {
  const [row] = await db.select().from(cancelProposals).where(eq(cancelProposals.id, id)).for('update')
  return row
}

/** The order's open proposal, or else its latest one. */
export async function currentProposal(db: Executor, orderId: number) {
  const [row] = await db
    .select()
    .from(cancelProposals)
    .where(eq(cancelProposals.orderId, orderId))
    .orderBy(sql`${cancelProposals.status} = ${ProposalStatus.open} desc`, desc(cancelProposals.id))
    .limit(1)
  return row
}

export function proposalsOf(db: Executor, orderId: number) {
  return db
    .select()
    .from(cancelProposals)
    .where(eq(cancelProposals.orderId, orderId))
    .orderBy(asc(cancelProposals.id))
}

/** Leaves open → `status` once; answers the proposal only when this call changed it. */
export async function closeProposal(
  db: Executor,
  id: number,
  status: number,
  answer: { note?: string; byDeadline?: boolean } = {},
) {
  const [row] = await db
    .update(cancelProposals)
    .set({
      status,
      answerNote: answer.note ?? '',
      agreedByDeadline: answer.byDeadline ?? false,
      answeredAt: clock.now(),
    })
    .where(and(eq(cancelProposals.id, id), eq(cancelProposals.status, ProposalStatus.open)))
    .returning()
  return row
}

/** Open proposals whose answer deadline passed, oldest first, claimed so one process handles each. */
export async function claimDueProposals(db: Executor, limit: number) {
  return db
    .select()
    .from(cancelProposals)
    .where(and(eq(cancelProposals.status, ProposalStatus.open), lte(cancelProposals.dueAt, clock.now())))
    .orderBy(asc(cancelProposals.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true })
}

export async function insertArbitration(db: Executor, values: typeof arbitrations.$inferInsert) {
  const [row] = await db.insert(arbitrations).values(values).returning()
  return row!
}

export async function lockArbitration(db: Executor, id: number) {
  const [row] = await db.select().from(arbitrations).where(eq(arbitrations.id, id)).for('update')
  return row
}

export async function findArbitration(db: Executor, id: number) {
  const [row] = await db.select().from(arbitrations).where(eq(arbitrations.id, id))
  return row
}

/** The order's open arbitration, or else its latest one. */
export async function currentArbitration(db: Executor, orderId: number) {
  const [row] = await db
    .select()
    .from(arbitrations)
    .where(eq(arbitrations.orderId, orderId))
    .orderBy(sql`${arbitrations.status} = ${ArbitrationStatus.open} desc`, desc(arbitrations.id))
    .limit(1)
  return row
}

export async function markRuled(
  db: Executor,
  id: number,
  ruling: { refund: number; workerAmount: number; reason: string; fine: number; staffId: number },
) {
  const [row] = await db
    .update(arbitrations)
    .set({
      status: ArbitrationStatus.ruled,
      ruledRefund: ruling.refund,
      ruledWorkerAmount: ruling.workerAmount,
      ruledReason: ruling.reason,
      ruledFine: ruling.fine,
      ruledBy: ruling.staffId,
      ruledAt: clock.now(),
    })
    .where(and(eq(arbitrations.id, id), eq(arbitrations.status, ArbitrationStatus.open)))
    .returning()
  return row
}

/** Open arbitrations whose evidence deadline passed and nobody told yet; each is marked once. */
export async function closeDueEvidence(db: Executor, limit: number) {
  const due = db
    .select({ id: arbitrations.id })
    .from(arbitrations)
    .where(
      and(
        eq(arbitrations.status, ArbitrationStatus.open),
        sql`${arbitrations.evidenceClosedAt} is null`,
        lte(arbitrations.evidenceDueAt, clock.now()),
      ),
    )
    .orderBy(asc(arbitrations.evidenceDueAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(arbitrations)
    .set({ evidenceClosedAt: clock.now() })
    .where(and(inArray(arbitrations.id, due), sql`${arbitrations.evidenceClosedAt} is null`))
    .returning()
}

export async function insertEvidence(db: Executor, values: typeof arbitrationEvidence.$inferInsert) {
  const [row] = await db.insert(arbitrationEvidence).values(values).returning()
  return row!
}

export function evidenceOf(db: Executor, arbitrationIds: number[]) {
  if (arbitrationIds.length === 0) return Promise.resolve([] as EvidenceRow[])
  return db
    .select()
    .from(arbitrationEvidence)
    .where(inArray(arbitrationEvidence.arbitrationId, arbitrationIds))
    .orderBy(asc(arbitrationEvidence.id))
}

const openArbitration = eq(arbitrations.status, ArbitrationStatus.open)

/** The arbitration queue's count: open ones, overdue past the ruling target. */
export const arbitrationQueue = (db: Executor, targetMinutes: number) =>
  countQueue(db, arbitrations, openArbitration, arbitrations.createdAt, targetMinutes)

const customers = alias(users, 'customers')
const workerUsers = alias(users, 'worker_users')

export async function listArbitrations(db: Executor, query: ArbitrationListQuery) {
  const where = eq(
    arbitrations.status,
    query.status === 'open' ? ArbitrationStatus.open : ArbitrationStatus.ruled,
  )
  const order =
    query.sort === 'newest'
      ? [desc(arbitrations.createdAt), desc(arbitrations.id)]
      : [asc(arbitrations.createdAt), asc(arbitrations.id)]
  const [rows, [total]] = await Promise.all([
    db
      .select({
        arbitration: arbitrations,
        order: orders,
        customerName: customers.nickName,
        workerName: workerUsers.nickName,
        customerEvidence:
          sql<number>`(select count(*) from ${arbitrationEvidence} e where e.arbitration_id = ${arbitrations.id} and e.side = 'customer')`.mapWith(
            Number,
          ),
        workerEvidence:
          sql<number>`(select count(*) from ${arbitrationEvidence} e where e.arbitration_id = ${arbitrations.id} and e.side = 'worker')`.mapWith(
            Number,
          ),
      })
      .from(arbitrations)
      .innerJoin(orders, eq(orders.id, arbitrations.orderId))
      .innerJoin(customers, eq(customers.id, orders.userId))
      .leftJoin(workerUsers, eq(workerUsers.id, orders.workerId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(arbitrations).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function namesOf(db: Executor, order: { userId: number; workerId: number | null }) {
  const ids = [order.userId, ...(order.workerId ? [order.workerId] : [])]
  const rows = await db
    .select({ id: users.id, nickName: users.nickName })
    .from(users)
    .where(inArray(users.id, ids))
  const name = (id: number | null) => rows.find((row) => row.id === id)?.nickName ?? ''
  return { customerName: name(order.userId), workerName: name(order.workerId) }
}

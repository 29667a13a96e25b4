import { and, eq, exists, gt, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database.ts'
import { orderEvents, orders, workerLedger } from '../../db/schema/index.ts'
import type { FineEntry } from './ledger.ts'

/**
 * The order numbered `orderNum` with whether `workerId` served it: it is theirs now, or they accepted it
 * once (an order they left, or one given to someone else since).
 */
export async function findOrderForFine(db: Executor, orderNum: string, workerId: number) {
  const accepted = db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orders.id),
        eq(orderEvents.kind, 'accepted'),
        eq(orderEvents.actor, 'worker'),
        eq(orderEvents.actorId, workerId),
      ),
    )
  const [row] = await db
    .select({
      id: orders.id,
      orderNum: orders.orderNum,
      servedByWorker: sql<boolean>`${or(eq(orders.workerId, workerId), exists(accepted))}`.mapWith(Boolean),
    })
    .from(orders)
    .where(eq(orders.orderNum, orderNum))
  return row
}

/** One worker's fine entry, or undefined when `id` is no fine of theirs. */
export async function findFine(db: Executor, workerId: number, id: number): Promise<FineEntry | undefined> {
  const [row] = await db
    .select({
      id: workerLedger.id,
      amount: workerLedger.amount,
      availableChange: workerLedger.availableChange,
      owedChange: workerLedger.owedChange,
      orderId: workerLedger.orderId,
      orderNum: workerLedger.orderNum,
    })
    .from(workerLedger)
    .where(and(eq(workerLedger.id, id), eq(workerLedger.workerId, workerId), eq(workerLedger.event, 'fine')))
  return row
}

/** Whether the entry `id` was reversed already. */
export async function isReversed(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workerLedger.id })
    .from(workerLedger)
    .where(eq(workerLedger.reversesId, id))
  return row !== undefined
}

/** What the worker's fines newer than `fineId`, and not revoked, left owed when issued. */
export async function owedByNewerFines(db: Executor, workerId: number, fineId: number): Promise<number> {
  const reversal = alias(workerLedger, 'reversal')
  const [row] = await db
    .select({ owed: sql<number>`coalesce(sum(${workerLedger.owedChange}), 0)`.mapWith(Number) })
    .from(workerLedger)
    .leftJoin(reversal, eq(reversal.reversesId, workerLedger.id))
    .where(
      and(
        eq(workerLedger.workerId, workerId),
        eq(workerLedger.event, 'fine'),
        gt(workerLedger.id, fineId),
        isNull(reversal.id),
      ),
    )
  return row?.owed ?? 0
}

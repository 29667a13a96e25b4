import { type AdminFineBody, formatCents } from '@dianjing/shared'
import type { Db, Executor } from '../../db/database.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import * as repo from './fines-repo.ts'
import { fineWorker, lockWorkerMoney, revokeFine as reverseFine, stillOwedOf } from './ledger.ts'

/** Fines issued and revoked by finance (docs/domain.md, Worker money; docs/decisions/020-fine-revocation.md). */

export const FineMessages = {
  workerNotFound: '打手不存在',
  orderNotFound: '关联的订单不存在，请核对订单号',
  orderNotServed: '该订单不是此打手接过的订单，不能关联',
  fineNotFound: '罚款记录不存在',
  alreadyRevoked: '该罚款已撤销，不能重复撤销',
} as const

/** The order a fine is linked to: one this worker served, by its number. */
async function orderServedBy(tx: Executor, workerId: number, orderNum: string) {
  const order = await repo.findOrderForFine(tx, orderNum, workerId)
  if (!order) throw new AppError('validation', FineMessages.orderNotFound)
  if (!order.servedByWorker) throw new AppError('validation', FineMessages.orderNotServed)
  return { id: order.id, orderNum: order.orderNum }
}

/** A fine by finance; answers the message saying what was taken and what is owed. */
export async function fine(db: Db, staffId: number, workerId: number, body: AdminFineBody): Promise<string> {
  return db.transaction(async (tx) => {
    const order = body.orderNum ? await orderServedBy(tx, workerId, body.orderNum) : undefined
    const result = await fineWorker(tx, workerId, {
      amount: body.amount,
      reason: body.reason,
      staffId,
      order,
    })
    if (!result) throw notFound(FineMessages.workerNotFound)
    await recordStaffAction(tx, {
      staffId,
      action: 'fineWorker',
      entity: 'worker',
      entityId: workerId,
      before: null,
      after: {
        fineId: result.id,
        amount: body.amount,
        reason: body.reason,
        taken: result.taken,
        owed: result.owed,
        ...(order ? { orderNum: order.orderNum } : {}),
      },
    })
    const taken = `已从可用余额扣除 ${formatCents(result.taken)} 元`
    return result.owed > 0 ? `${taken}，余额不足部分 ${formatCents(result.owed)} 元记为欠款` : taken
  })
}

/**
 * Revokes one of a worker's fines, once: the worker's row is locked before the fine is looked at, so a
 * second revocation waits for the first and then finds it done (and the database would refuse a second
 * reversal anyway). Answers what was put back, in the words finance reads.
 */
export async function revokeFine(
  db: Db,
  staffId: number,
  workerId: number,
  fineId: number,
  reason: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await lockWorkerMoney(tx, workerId)
    if (!current) throw notFound(FineMessages.workerNotFound)
    const entry = await repo.findFine(tx, workerId, fineId)
    if (!entry) throw notFound(FineMessages.fineNotFound)
    if (await repo.isReversed(tx, fineId)) throw new AppError('conflict', FineMessages.alreadyRevoked)
    const stillOwed = stillOwedOf(entry, current.owed, await repo.owedByNewerFines(tx, workerId, fineId))
    const { returned, cancelled, offset } = await reverseFine(tx, workerId, entry, stillOwed, {
      reason,
      staffId,
    })
    await recordStaffAction(tx, {
      staffId,
      action: 'revokeFine',
      entity: 'worker',
      entityId: workerId,
      before: { fineId, amount: entry.amount, fineOwed: current.owed },
      after: {
        fineId,
        reason,
        returnedToBalance: returned,
        owedCancelled: cancelled,
        paidOtherFines: offset,
        ...(entry.orderNum ? { orderNum: entry.orderNum } : {}),
      },
    })
    return revokedText(returned, cancelled, offset)
  })
}

function revokedText(returned: number, cancelled: number, offset: number): string {
  const parts = [
    returned > 0 ? `退回可用余额 ${formatCents(returned)} 元` : '',
    offset > 0 ? `其中 ${formatCents(offset)} 元已抵扣其他欠缴罚款` : '',
    cancelled > 0 ? `取消欠缴罚款 ${formatCents(cancelled)} 元` : '',
  ].filter(Boolean)
  return `罚款已撤销，${parts.join('，')}`
}

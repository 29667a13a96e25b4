import { type AdminWorkerLeaveBody, formatCents, WorkerStanding } from '@dianjing/shared'
import type { Db, Executor } from '../../db/database.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { business, notFound } from '../../lib/errors.ts'
import * as repo from './admin-repo.ts'
import { settleDepositOnLeaving } from './ledger.ts'
import * as workerRepo from './repo.ts'

/**
 * A worker leaves and staff return the deposit (DOMAIN.md, Worker money; docs/decisions/010-worker-leaving.md).
 */

export const LeavingMessages = {
  workerNotFound: '打手不存在',
  alreadyLeft: '该打手已离职',
  pendingWithdrawal: '该打手有待处理的提现申请，请先打款或驳回后再办理离职',
  referenceNeeded: '请填写支付宝转账单号',
} as const

type WorkerRow = workerRepo.WorkerRow

/** The spell as a worker that ends: a spell returns its deposit once, which the ledger's unique index holds. */
const leavingNumber = (worker: WorkerRow) => `LV${worker.userId}-${worker.approvedAt.getTime()}`

function assertNotLeft(worker: WorkerRow) {
  if (worker.status === WorkerStanding.left) throw business(LeavingMessages.alreadyLeft)
}

async function assertNoOpenOrders(tx: Executor, worker: WorkerRow) {
  const open = await repo.openOrderCounts(tx, worker.userId)
  if (open.inService > 0) {
    throw business(`该打手还有 ${open.inService} 个服务中的订单，请等待完成或改派后再办理离职`)
  }
  if (open.unsettled > 0) {
    throw business(`该打手还有 ${open.unsettled} 个已完成待结算的订单，请结算后再办理离职`)
  }
}

/** Earned money leaves by the worker's own withdrawal, so the payout goes to the account they chose. */
async function assertNoMoneyInFlight(tx: Executor, worker: WorkerRow) {
  if ((await repo.countPendingWithdrawals(tx, worker.userId)) > 0) {
    throw business(LeavingMessages.pendingWithdrawal)
  }
  if (worker.availableBalance > 0) {
    throw business(
      `该打手可用余额还有 ${formatCents(worker.availableBalance)} 元，请先让打手申请提现并完成打款后再办理离职`,
    )
  }
}

/** What leaving did, in the words finance reads after confirming. */
function leftMessage(result: { fineTaken: number; returned: number; stillOwed: number }) {
  const parts = [`已办理离职，退还保证金 ${formatCents(result.returned)} 元`]
  if (result.fineTaken > 0) parts.push(`已用保证金抵扣欠缴罚款 ${formatCents(result.fineTaken)} 元`)
  if (result.stillOwed > 0) parts.push(`仍欠罚款 ${formatCents(result.stillOwed)} 元`)
  return parts.join('，')
}

/**
 * Finance has transferred the deposit back by Alipay: an owed fine is taken from the deposit first,
 * the rest is returned, and the worker is marked as left, in one transaction under the worker's row
 * lock, so a retry or a second click finds the worker already left and changes nothing.
 */
export async function leaveWorker(
  db: Db,
  staffId: number,
  userId: number,
  body: AdminWorkerLeaveBody,
): Promise<string> {
  return db.transaction(async (tx) => {
    const worker = await workerRepo.lockWorker(tx, userId)
    if (!worker) throw notFound(LeavingMessages.workerNotFound)
    assertNotLeft(worker)
    await assertNoOpenOrders(tx, worker)
    await assertNoMoneyInFlight(tx, worker)
    const toReturn = worker.deposit - Math.min(worker.fineOwed, worker.deposit)
    const reference = body.payoutReference ?? ''
    if (toReturn > 0 && !reference) throw business(LeavingMessages.referenceNeeded)

    if (!(await repo.markLeft(tx, userId))) throw business(LeavingMessages.alreadyLeft)
    const { fineTaken, returned } = await settleDepositOnLeaving(
      tx,
      userId,
      {
        available: worker.availableBalance,
        frozen: worker.frozenBalance,
        owed: worker.fineOwed,
        deposit: worker.deposit,
      },
      { leavingNumber: leavingNumber(worker), reference, staffId },
    )
    const stillOwed = worker.fineOwed - fineTaken
    await recordStaffAction(tx, {
      staffId,
      action: 'workerLeave',
      entity: 'worker',
      entityId: userId,
      before: { status: worker.status, deposit: worker.deposit, fineOwed: worker.fineOwed },
      after: {
        status: WorkerStanding.left,
        reason: body.reason,
        payoutReference: returned > 0 ? reference : '',
        fineTaken,
        returned,
        fineOwed: stillOwed,
      },
    })
    return leftMessage({ fineTaken, returned, stillOwed })
  })
}

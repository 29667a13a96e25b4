import {
  type AdminWorkerLeaveBody,
  formatCents,
  PayoutMethod,
  type StateOf,
  WorkerStanding,
} from '@dianjing/shared'
import type { Db, Executor } from '../../db/database.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { business, notFound } from '../../lib/errors.ts'
import * as repo from './admin-repo.ts'
import * as returns from './deposit-return-repo.ts'
import { returnDeposit, takeFineFromDeposit } from './ledger.ts'
import * as workerRepo from './repo.ts'

/**
 * A worker leaves and staff return the deposit (docs/domain.md, Worker money; docs/decisions/010-worker-leaving.md),
 * by hand here; by Alipay's API in deposit-returns.ts (docs/decisions/017-alipay-payouts.md).
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

/** What leaving did to the fine, in the words finance reads after confirming. */
export function fineParts(fineTaken: number, stillOwed: number): string[] {
  const parts: string[] = []
  if (fineTaken > 0) parts.push(`已用保证金抵扣欠缴罚款 ${formatCents(fineTaken)} 元`)
  if (stillOwed > 0) parts.push(`仍欠罚款 ${formatCents(stillOwed)} 元`)
  return parts
}

export interface Leaving {
  worker: WorkerRow
  leavingNumber: string
  fineTaken: number
  toReturn: number
  stillOwed: number
}

/**
 * What both ways of paying the deposit share, in the caller's transaction under the worker's row lock:
 * the checks, the worker marked left by one conditional update (so of any number of calls, retries or
 * double clicks one goes on, the others answer "该打手已离职"), and an owed fine taken from the deposit.
 * `beforeChange` may refuse with what it knows of the amount to return, before anything changes.
 */
export async function startLeaving(
  tx: Executor,
  userId: number,
  staffId: number,
  beforeChange: (worker: WorkerRow, toReturn: number) => void,
): Promise<Leaving> {
  const worker = await workerRepo.lockWorker(tx, userId)
  if (!worker) throw notFound(LeavingMessages.workerNotFound)
  assertNotLeft(worker)
  await assertNoOpenOrders(tx, worker)
  await assertNoMoneyInFlight(tx, worker)
  beforeChange(worker, worker.deposit - Math.min(worker.fineOwed, worker.deposit))
  if (!(await repo.markLeft(tx, userId))) throw business(LeavingMessages.alreadyLeft)
  const money = {
    available: worker.availableBalance,
    frozen: worker.frozenBalance,
    owed: worker.fineOwed,
    deposit: worker.deposit,
  }
  const { fineTaken, toReturn } = await takeFineFromDeposit(tx, userId, money, staffId)
  return {
    worker,
    leavingNumber: leavingNumber(worker),
    fineTaken,
    toReturn,
    stillOwed: worker.fineOwed - fineTaken,
  }
}

/** The audit entry of a leaving, whichever way the deposit goes. */
export function auditLeaving(
  tx: Executor,
  staffId: number,
  leaving: Leaving,
  after: {
    reason: string
    payoutMethod: StateOf<typeof PayoutMethod>
    payoutReference: string
    outBizNo?: string
  },
) {
  const { worker } = leaving
  return recordStaffAction(tx, {
    staffId,
    action: 'workerLeave',
    entity: 'worker',
    entityId: worker.userId,
    before: { status: worker.status, deposit: worker.deposit, fineOwed: worker.fineOwed },
    after: {
      status: WorkerStanding.left,
      ...after,
      fineTaken: leaving.fineTaken,
      returned: leaving.toReturn,
      fineOwed: leaving.stillOwed,
    },
  })
}

/**
 * By hand, for Alipay outages: finance has transferred the deposit back in Alipay and types the
 * reference; the deposit leaves the books in the same transaction as the leaving.
 */
export async function leaveWorker(
  db: Db,
  staffId: number,
  userId: number,
  body: AdminWorkerLeaveBody,
): Promise<string> {
  const reference = body.payoutReference ?? ''
  return db.transaction(async (tx) => {
    const leaving = await startLeaving(tx, userId, staffId, (_, toReturn) => {
      if (toReturn > 0 && !reference) throw business(LeavingMessages.referenceNeeded)
    })
    const { worker, toReturn } = leaving
    if (toReturn > 0) {
      await returns.startReturn(tx, {
        workerId: userId,
        leavingNumber: leaving.leavingNumber,
        amount: toReturn,
        payoutMethod: PayoutMethod.manual,
        alipayName: worker.alipayName ?? '',
        alipayPhone: worker.alipayPhone ?? '',
        alipayReference: reference,
        staffId,
      })
      await returnDeposit(tx, userId, {
        amount: toReturn,
        leavingNumber: leaving.leavingNumber,
        remarks: `离职退还保证金，支付宝转账单号 ${reference}`,
        staffId,
      })
    }
    await auditLeaving(tx, staffId, leaving, {
      reason: body.reason,
      payoutMethod: PayoutMethod.manual,
      payoutReference: toReturn > 0 ? reference : '',
    })
    return [
      `已办理离职，退还保证金 ${formatCents(toReturn)} 元`,
      ...fineParts(leaving.fineTaken, leaving.stillOwed),
    ].join('，')
  })
}

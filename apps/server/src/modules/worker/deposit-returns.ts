import { type AdminWorkerLeaveBody, DepositReturnStatus, formatCents, PayoutMethod } from '@dianjing/shared'
import type { Executor } from '../../db/database.ts'
import { alipayTransfers, type TransferOutcome } from '../../lib/alipay/transfer.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { clock } from '../../lib/clock.ts'
import { AppError, business, notFound } from '../../lib/errors.ts'
import { countPayout } from '../../lib/outcomes.ts'
import * as returns from './deposit-return-repo.ts'
import { auditLeaving, fineParts, LeavingMessages, startLeaving } from './leaving.ts'
import { returnDeposit } from './ledger.ts'
import { assertAlipayReachable, CHECK_AFTER_SECONDS, type PayoutDeps } from './payouts.ts'
import * as workerRepo from './repo.ts'

/**
 * A leaving worker's deposit paid back by Alipay's transfer API (docs/decisions/017-alipay-payouts.md).
 * Each attempt is a `deposit_returns` row with its own out_biz_no (`D<worker>-<n>`), sent once and
 * repeated only with that out_biz_no, which Alipay pays at most once. The deposit stays on the
 * worker's books until Alipay says SUCCESS (then `deposit_return`, once per spell by the ledger's
 * unique index); a FAIL keeps it owed to the worker, and finance may start a new attempt.
 */

export const DepositReturnMessages = {
  noAlipayInfo: '该打手未填写支付宝收款信息，无法通过支付宝退还保证金，请使用手动退还',
  nothingToRetry: '该打手没有退还失败的保证金',
  inFlight: '保证金正在通过支付宝退还，请等待结果',
} as const

export interface DepositReturnResult {
  /** DepositReturnStatus of the attempt, null when there was nothing to return. */
  status: number | null
  message: string
}

const TITLE = '电竞陪练保证金退还'

function outcomeMessage(row: returns.DepositReturn | undefined): { status: number; text: string } {
  const amount = formatCents(row?.amount ?? 0)
  if (row?.status === DepositReturnStatus.paid) {
    return { status: row.status, text: `保证金 ${amount} 元已通过支付宝退还到账` }
  }
  if (row?.status === DepositReturnStatus.failed) {
    return {
      status: row.status,
      text: `支付宝退还保证金失败：${row.failReason ?? ''}。保证金 ${amount} 元仍由平台代管，请核实打手的支付宝信息后重新退还`,
    }
  }
  return {
    status: DepositReturnStatus.transferring,
    text: `保证金 ${amount} 元已提交支付宝转账，处理中，结果稍后自动更新`,
  }
}

/** Finance confirms a worker's leaving and the deposit goes back by Alipay's API. */
export async function leaveByAlipay(
  deps: PayoutDeps,
  staffId: number,
  userId: number,
  body: Pick<AdminWorkerLeaveBody, 'reason'>,
): Promise<DepositReturnResult> {
  assertAlipayReachable(deps.config)
  const { leaving, attempt } = await deps.db.transaction(async (tx) => {
    const leaving = await startLeaving(tx, userId, staffId, (worker, toReturn) => {
      if (toReturn > 0 && (!worker.alipayName || !worker.alipayPhone)) {
        throw business(DepositReturnMessages.noAlipayInfo)
      }
    })
    const attempt =
      leaving.toReturn > 0
        ? await returns.startReturn(tx, {
            workerId: userId,
            leavingNumber: leaving.leavingNumber,
            amount: leaving.toReturn,
            payoutMethod: PayoutMethod.alipayApi,
            alipayName: leaving.worker.alipayName ?? '',
            alipayPhone: leaving.worker.alipayPhone ?? '',
            staffId,
          })
        : undefined
    await auditLeaving(tx, staffId, leaving, {
      reason: body.reason,
      payoutMethod: PayoutMethod.alipayApi,
      payoutReference: '',
      outBizNo: attempt?.outBizNo ?? '',
    })
    return { leaving, attempt }
  })
  const fine = fineParts(leaving.fineTaken, leaving.stillOwed)
  if (!attempt) {
    return { status: null, message: ['已办理离职，无保证金需要退还', ...fine].join('，') }
  }
  const { status, text } = outcomeMessage(await send(deps, attempt))
  return { status, message: `${['已办理离职', ...fine].join('，')}。${text}` }
}

/**
 * Finance sends a failed deposit return again, as a new attempt (a failed out_biz_no stays failed at
 * Alipay), to the worker's Alipay details as they are now. Under the worker's row lock, so of any
 * number of clicks one starts it; the others find it in flight.
 */
export async function retryDepositReturn(
  deps: PayoutDeps,
  staffId: number,
  userId: number,
): Promise<DepositReturnResult> {
  assertAlipayReachable(deps.config)
  const attempt = await deps.db.transaction(async (tx) => {
    const { worker, failed } = await lockFailedReturn(tx, userId)
    if (!worker.alipayName || !worker.alipayPhone) throw business(DepositReturnMessages.noAlipayInfo)
    const attempt = await returns.startReturn(tx, {
      workerId: userId,
      leavingNumber: failed.leavingNumber,
      amount: failed.amount,
      payoutMethod: PayoutMethod.alipayApi,
      alipayName: worker.alipayName,
      alipayPhone: worker.alipayPhone,
      staffId,
    })
    await recordStaffAction(tx, {
      staffId,
      action: 'retryDepositReturn',
      entity: 'worker',
      entityId: userId,
      before: { outBizNo: failed.outBizNo, failReason: failed.failReason },
      after: { outBizNo: attempt.outBizNo, amount: attempt.amount, alipayName: attempt.alipayName },
    })
    return attempt
  })
  const { status, text } = outcomeMessage(await send(deps, attempt))
  return { status, message: text }
}

/** For Alipay outages: finance paid a failed deposit return by hand and types the reference. */
export async function payDepositReturnByHand(
  deps: PayoutDeps,
  staffId: number,
  userId: number,
  reference: string,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const { worker, failed } = await lockFailedReturn(tx, userId)
    const paid = await returns.startReturn(tx, {
      workerId: userId,
      leavingNumber: failed.leavingNumber,
      amount: failed.amount,
      payoutMethod: PayoutMethod.manual,
      alipayName: worker.alipayName ?? '',
      alipayPhone: worker.alipayPhone ?? '',
      alipayReference: reference,
      staffId,
    })
    await returnDeposit(tx, userId, {
      amount: paid.amount,
      leavingNumber: paid.leavingNumber,
      remarks: `离职退还保证金，支付宝转账单号 ${reference}`,
      staffId,
    })
    await recordStaffAction(tx, {
      staffId,
      action: 'payDepositReturn',
      entity: 'worker',
      entityId: userId,
      before: { outBizNo: failed.outBizNo, failReason: failed.failReason },
      after: { payoutMethod: PayoutMethod.manual, payoutReference: reference, amount: paid.amount },
    })
    return `已记录手动退还保证金 ${formatCents(paid.amount)} 元`
  })
}

/** The worker, locked, who left and whose latest deposit return failed. */
async function lockFailedReturn(tx: Executor, userId: number) {
  const worker = await workerRepo.lockWorker(tx, userId)
  if (!worker) throw notFound(LeavingMessages.workerNotFound)
  const latest = await returns.latestReturn(tx, userId)
  if (latest?.status === DepositReturnStatus.transferring) {
    throw new AppError('conflict', DepositReturnMessages.inFlight)
  }
  if (latest?.status !== DepositReturnStatus.failed) {
    throw new AppError('conflict', DepositReturnMessages.nothingToRetry)
  }
  return { worker, failed: latest }
}

/** Sends an attempt (again, with the same out_biz_no); an unknown result waits for the check. */
async function send(deps: PayoutDeps, attempt: returns.DepositReturn) {
  let outcome: TransferOutcome
  try {
    const client = await alipayTransfers(deps.config, deps.db)
    outcome = await client.transfer({
      outBizNo: attempt.outBizNo!,
      amount: attempt.amount,
      logonId: attempt.alipayPhone,
      name: attempt.alipayName,
      title: TITLE,
    })
  } catch (error) {
    deps.log.warn({ err: error, depositReturnId: attempt.id }, 'Alipay deposit return answer not received')
    return returns.findReturn(deps.db, attempt.id)
  }
  return settle(deps, attempt.id, outcome)
}

/** Applies what Alipay said: paid (the deposit leaves the books, once), failed (it stays), or open. */
async function settle(deps: PayoutDeps, id: number, outcome: TransferOutcome) {
  if (outcome.status === 'SUCCESS') {
    await deps.db.transaction(async (tx) => {
      const paid = await returns.finishReturn(tx, id, {
        status: DepositReturnStatus.paid,
        alipayReference: outcome.orderId,
      })
      if (!paid) return
      await returnDeposit(tx, paid.workerId, {
        amount: paid.amount,
        leavingNumber: paid.leavingNumber,
        remarks: `离职退还保证金，支付宝转账 ${outcome.orderId}`,
        staffId: paid.staffId ?? undefined,
      })
      countPayout('deposit_return', 'paid')
    })
  } else if (outcome.status === 'FAIL') {
    const failed = await returns.finishReturn(deps.db, id, {
      status: DepositReturnStatus.failed,
      failCode: outcome.code.slice(0, 64),
      failReason: outcome.reason.slice(0, 200),
    })
    if (failed) countPayout('deposit_return', 'failed')
  }
  return returns.findReturn(deps.db, id)
}

/**
 * The payout check for deposit returns (with the withdrawals', every minute): asks Alipay about each
 * attempt whose result is unknown; one Alipay never received is sent again with the same out_biz_no.
 */
export async function checkDepositReturns(deps: PayoutDeps): Promise<void> {
  if (deps.config.alipay.simulator && !deps.config.simulators.alipay) return
  const ids = await returns.claimReturnsToCheck(deps.db, clock.now(), CHECK_AFTER_SECONDS, 50)
  if (ids.length === 0) return
  const client = await alipayTransfers(deps.config, deps.db)
  for (const id of ids) {
    try {
      const attempt = await returns.findReturn(deps.db, id)
      if (attempt?.status !== DepositReturnStatus.transferring) continue
      const outcome = await client.query(attempt.outBizNo!)
      if (outcome.status === 'NOT_FOUND') await send(deps, attempt)
      else await settle(deps, id, outcome)
    } catch (error) {
      deps.log.warn({ err: error, depositReturnId: id }, 'Alipay deposit return query failed')
    }
  }
}

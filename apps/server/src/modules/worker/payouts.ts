import { FundRecordType, WithdrawalStatus } from '@dianjing/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { alipayTransfers, type TransferOutcome } from '../../lib/alipay/transfer.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { countPayout } from '../../lib/outcomes.ts'
import { applyLedger, payOwedFine } from './ledger.ts'
import { tell } from './notices.ts'
import * as repo from './payout-repo.ts'

/**
 * Withdrawals paid through Alipay's transfer API (issue 20 item 6). Approving moves a pending withdrawal
 * to `transferring` with one conditional update, so one approval sends the transfer; its out_biz_no is
 * the withdrawal's, so a repeat (a retry, the check job) is the same transfer at Alipay, never a second
 * one. The result comes from the answer, or from a query when the answer is lost or still DEALING; each
 * end is one more conditional update with its ledger entry, whose unique index keeps it to once.
 */

export const PayoutMessages = {
  handled: '该提现申请已处理',
  paid: '支付宝转账成功，已到账',
  dealing: '已提交支付宝转账，处理中，结果稍后自动更新',
  unavailable: '未配置支付宝转账，请使用手动打款',
} as const

export const failedMessage = (reason: string) => `支付宝转账失败：${reason}，金额已退回打手可用余额`

export interface PayoutDeps {
  db: Db
  config: Config
  log: FastifyBaseLogger
}

type Withdrawal = NonNullable<Awaited<ReturnType<typeof repo.findWithdrawal>>>

export interface PayoutResult {
  status: number
  message: string
}

export function assertAlipayReachable(config: Config) {
  // Unconfigured and no simulator served (SIMULATORS=off, or a LAN address): nobody would answer.
  if (config.alipay.simulator && !config.simulators.alipay)
    throw new AppError('unavailable', PayoutMessages.unavailable)
}

/** Finance approves: the withdrawal is transferred by Alipay's API. */
export async function payByAlipay(deps: PayoutDeps, staffId: number, id: number): Promise<PayoutResult> {
  assertAlipayReachable(deps.config)
  const withdrawal = await deps.db.transaction(async (tx) => {
    const started = await repo.startTransfer(tx, id, staffId)
    if (!started) throw new AppError('conflict', PayoutMessages.handled)
    await recordStaffAction(tx, {
      staffId,
      action: 'transferWithdrawal',
      entity: 'withdrawal',
      entityId: id,
      before: { status: WithdrawalStatus.pending },
      after: { status: WithdrawalStatus.transferring, outBizNo: started.outBizNo, amount: started.amount },
    })
    return started
  })
  return send(deps, withdrawal)
}

async function send(deps: PayoutDeps, withdrawal: Withdrawal): Promise<PayoutResult> {
  let outcome: TransferOutcome
  try {
    const client = await alipayTransfers(deps.config, deps.db)
    outcome = await client.transfer({
      outBizNo: withdrawal.outBizNo ?? repo.outBizNoOf(withdrawal.id),
      amount: withdrawal.amount,
      logonId: withdrawal.alipayPhone,
      name: withdrawal.alipayName,
      title: '电竞陪练提现',
    })
  } catch (error) {
    // Unknown: Alipay may or may not have it. The check job asks, and sends again only if it has not.
    deps.log.warn({ err: error, withdrawalId: withdrawal.id }, 'Alipay transfer answer not received')
    return { status: WithdrawalStatus.transferring, message: PayoutMessages.dealing }
  }
  return settle(deps, withdrawal.id, outcome)
}

/** Applies what Alipay said of a transfer: paid, failed (the money back to available), or still open. */
async function settle(deps: PayoutDeps, id: number, outcome: TransferOutcome): Promise<PayoutResult> {
  if (outcome.status === 'SUCCESS') {
    await deps.db.transaction(async (tx) => {
      const paid = await repo.finishTransfer(tx, id, {
        status: WithdrawalStatus.paid,
        alipayReference: outcome.orderId,
      })
      if (!paid) return
      const after = await applyLedger(tx, paid.workerId, {
        type: FundRecordType.withdrawal,
        event: 'withdraw_paid',
        amount: paid.amount,
        frozen: -paid.amount,
        withdrawalId: id,
        remarks: `支付宝转账到账 ${outcome.orderId}`,
      })
      if (!after) throw new Error(`withdrawal ${id}: frozen balance does not cover it`)
      await tell.withdrawalPaid(tx, paid)
      countPayout('withdrawal', 'paid')
    })
  } else if (outcome.status === 'FAIL') {
    await deps.db.transaction(async (tx) => {
      const failed = await repo.finishTransfer(tx, id, {
        status: WithdrawalStatus.failed,
        failCode: outcome.code.slice(0, 64),
        failReason: outcome.reason.slice(0, 200),
      })
      if (!failed) return
      const after = await applyLedger(tx, failed.workerId, {
        type: FundRecordType.withdrawal,
        event: 'withdraw_failed',
        amount: failed.amount,
        frozen: -failed.amount,
        available: failed.amount,
        withdrawalId: id,
        remarks: `支付宝转账失败：${outcome.reason}`.slice(0, 200),
      })
      if (!after) throw new Error(`withdrawal ${id}: frozen balance does not cover it`)
      await payOwedFine(tx, failed.workerId, after)
      await tell.withdrawalFailed(tx, failed, outcome.reason)
      countPayout('withdrawal', 'failed')
    })
  }
  const now = await repo.findWithdrawal(deps.db, id)
  if (now?.status === WithdrawalStatus.paid) return { status: now.status, message: PayoutMessages.paid }
  if (now?.status === WithdrawalStatus.failed) {
    return { status: now.status, message: failedMessage(now.failReason ?? '') }
  }
  return { status: WithdrawalStatus.transferring, message: PayoutMessages.dealing }
}

/** Asked about once a minute at most; the answer of a fresh transfer is awaited first. */
export const CHECK_AFTER_SECONDS = 60

/**
 * The payout check (a periodic job, safe across processes): asks Alipay about every transfer whose
 * result is unknown (answer lost, or DEALING). One Alipay never received is sent again with the same
 * out_biz_no; Alipay's idempotency keeps it to one payment.
 */
export async function checkTransfers(deps: PayoutDeps): Promise<void> {
  if (deps.config.alipay.simulator && !deps.config.simulators.alipay) return
  const ids = await repo.claimTransfersToCheck(deps.db, clock.now(), CHECK_AFTER_SECONDS, 50)
  if (ids.length === 0) return
  const client = await alipayTransfers(deps.config, deps.db)
  for (const id of ids) {
    try {
      const withdrawal = await repo.findWithdrawal(deps.db, id)
      if (withdrawal?.status !== WithdrawalStatus.transferring) continue
      const outcome = await client.query(withdrawal.outBizNo ?? repo.outBizNoOf(id))
      if (outcome.status === 'NOT_FOUND') await send(deps, withdrawal)
      else await settle(deps, id, outcome)
    } catch (error) {
      deps.log.warn({ err: error, withdrawalId: id }, 'Alipay transfer query failed')
    }
  }
}

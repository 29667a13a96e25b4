import { PaymentRefundStatus, PaymentStatus } from '@dianjing/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Executor } from '../../db/database.ts'
import { countRefund } from '../../lib/outcomes.ts'
import { type Refund, type WechatPayClient, WechatPayError } from '../../lib/wechat/pay.ts'
import { balance, purposeOf } from './purposes.ts'
import * as repo from './repo.ts'
import type { PaymentDeps } from './service.ts'

export function refundNotifyUrl(deps: PaymentDeps) {
  return `${deps.config.publicUrl}/boot/wxPay/refundNotify`
}

/** WeChat's final refund states other than success: the money did not go back (WECHAT.md, refunds). */
const FAILED_REFUND: Record<string, string> = {
  ABNORMAL: '微信退款异常，请联系客服处理',
  CLOSED: '微信退款已关闭，请联系客服处理',
}

/** How many requests WeChat may leave unrecorded before the refund waits for finance (退款异常). */
export const REFUND_TRIES = 5

/** The wait before the next try, after the nth unrecorded one: 1, 5, 15, then 60 minutes. */
const RETRY_AFTER_SECONDS = [60, 300, 900, 3600]

export function retryAfterSeconds(tries: number): number {
  return RETRY_AFTER_SECONDS[Math.min(tries, RETRY_AFTER_SECONDS.length) - 1] ?? RETRY_AFTER_SECONDS[0]!
}

/**
 * Asks WeChat to refund a paid payment, all of it unless `amount` says less; idempotent on out_refund_no.
 * A payment made from the balance is refunded there at once.
 */
export async function startRefund(
  deps: PaymentDeps,
  payment: repo.PaymentRow,
  refund: { outRefundNo: string; reason: string; staffId?: number; amount?: number },
) {
  await deps.db.transaction((tx) => recordRefund(tx, payment, refund))
  await sendRecordedRefund(deps, refund.outRefundNo)
}

/**
 * Records a refund of `payment` in the caller's transaction, so the refund exists exactly when the change
 * that decided it does (a split of an order, say): paid from the balance, the money is back at once;
 * through WeChat, `sendRecordedRefund` asks for it after the commit, and should that never happen (the
 * process stopped), the reconciliation job finds the refund unknown to WeChat and sends it.
 */
export async function recordRefund(
  tx: Executor,
  payment: repo.PaymentRow,
  refund: { outRefundNo: string; reason: string; staffId?: number; amount?: number },
) {
  await repo.insertRefund(tx, {
    outRefundNo: refund.outRefundNo,
    outTradeNo: payment.outTradeNo,
    amount: refund.amount ?? payment.amount,
    reason: refund.reason,
    staffId: refund.staffId ?? null,
  })
  if (payment.method === 'balance') await applyRefundSuccess(tx, refund.outRefundNo)
}

/** Sends a recorded refund to WeChat unless it already succeeded (approved again: the tries start afresh). */
export async function sendRecordedRefund(deps: PaymentDeps, outRefundNo: string) {
  let row = await repo.findRefund(deps.db, outRefundNo)
  // Approved again after WeChat never recorded it: the tries start afresh.
  if (row?.status === PaymentRefundStatus.notRecorded)
    row = await repo.reopenNotRecorded(deps.db, outRefundNo)
  if (!row || row.status === PaymentRefundStatus.succeeded) return
  const payment = await repo.findPayment(deps.db, row.outTradeNo)
  if (payment && payment.method !== 'balance') await sendRefund(deps, await deps.wechatPay(), row, payment)
}

/** What WeChat answered, in words finance can act on. */
function answerOf(error: unknown): string {
  if (error instanceof WechatPayError)
    return `${error.code}: ${error.message.replace(/^WeChat Pay \d+ \S+: /, '')}`
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return error instanceof Error ? `${error.message}${cause}` : String(error)
}

/**
 * Sends a refund request (again: WeChat answers a repeated out_refund_no with the refund it has). An
 * answer applies what WeChat says; a failure counts as a try WeChat did not record, retried with backoff
 * by the reconciliation job after it has asked WeChat whether the refund exists after all.
 */
async function sendRefund(
  deps: PaymentDeps,
  client: WechatPayClient,
  refund: repo.RefundRow,
  payment: Pick<repo.PaymentRow, 'outTradeNo' | 'amount'>,
) {
  try {
    const answer = await client.refund({
      outTradeNo: refund.outTradeNo,
      outRefundNo: refund.outRefundNo,
      reason: refund.reason,
      refundFen: refund.amount,
      totalFen: payment.amount,
      notifyUrl: refundNotifyUrl(deps),
    })
    await repo.setRefundId(deps.db, refund.outRefundNo, answer.refund_id)
    await settleRefund(deps, answer)
  } catch (error) {
    const tries = refund.attempts + 1
    const failed = await repo.recordFailedTry(deps.db, refund.outRefundNo, {
      answer: answerOf(error),
      retryInSeconds: retryAfterSeconds(tries),
      maxTries: REFUND_TRIES,
    })
    countRefund(failed?.status === PaymentRefundStatus.notRecorded ? 'not_recorded' : 'request_failed')
    deps.log.error(
      {
        err: error,
        outRefundNo: refund.outRefundNo,
        tries,
        notRecorded: failed?.status === PaymentRefundStatus.notRecorded,
      },
      'WeChat refund request failed',
    )
  }
}

/**
 * The reconciliation job's part for refunds: each due one (oldest first, `limit` a run) is asked about
 * at WeChat; one WeChat never recorded is sent again once its backoff is over.
 */
export async function reconcileRefunds(
  deps: PaymentDeps,
  client: WechatPayClient,
  timing: { olderThanSeconds: number; recheckSeconds: number; limit: number },
) {
  const due = await repo.claimDueRefunds(
    deps.db,
    timing.olderThanSeconds,
    timing.recheckSeconds,
    timing.limit,
  )
  for (const refund of due) {
    try {
      await settleRefund(deps, await client.queryRefund(refund.outRefundNo))
    } catch (error) {
      const unknownToWechat = error instanceof WechatPayError && error.code === 'RESOURCE_NOT_EXISTS'
      if (!unknownToWechat) {
        countRefund('query_failed')
        deps.log.warn({ err: error, outRefundNo: refund.outRefundNo }, 'refund query failed')
        continue
      }
      const payment = await repo.findPayment(deps.db, refund.outTradeNo)
      if (payment) await sendRefund(deps, client, refund, payment)
    }
  }
}

/**
 * Finance retries a refund WeChat never recorded (退款异常): it is sent again now, and retried as before
 * if WeChat still does not record it. Answers false when the refund is not waiting for finance.
 */
export async function retryNotRecorded(deps: PaymentDeps, outRefundNo: string): Promise<boolean> {
  const refund = await repo.reopenNotRecorded(deps.db, outRefundNo)
  if (!refund) return false
  const payment = await repo.findPayment(deps.db, refund.outTradeNo)
  if (payment) await sendRefund(deps, await deps.wechatPay(), refund, payment)
  return true
}

/** Applies what WeChat says of a refund (an answer, a query or a notification); processing changes nothing. */
export async function settleRefund(
  deps: PaymentDeps,
  refund: Pick<Refund, 'out_refund_no' | 'refund_id' | 'status'>,
) {
  if (refund.status === 'SUCCESS') await completeRefund(deps, refund.out_refund_no, refund.refund_id)
  else if (refund.status in FAILED_REFUND) await failRefund(deps, refund.out_refund_no, refund.status)
}

/**
 * WeChat says a refund succeeded: applies it once. A refund marked failed may still succeed later (an
 * abnormal refund that staff retry in the merchant platform keeps its number), so only a success is final.
 */
export async function completeRefund(deps: PaymentDeps, outRefundNo: string, refundId?: string) {
  await deps.db.transaction((tx) => applyRefundSuccess(tx, outRefundNo, refundId, deps.log))
}

/**
 * A refund succeeded, in the caller's transaction. A part of a payment (an order's split) leaves the
 * payment paid and tells its owner how much went back; the whole of it ends the payment refunded.
 *
 * WeChat may confirm a whole refund before its payment's own notification has reached us (the
 * notification was lost or is being retried). The payment then counts as paid and refunded in one step:
 * the order ends refunded, its points and sales are added and taken back together, and the late payment
 * notification finds the payment refunded and changes nothing.
 */
async function applyRefundSuccess(
  tx: Executor,
  outRefundNo: string,
  refundId?: string,
  log?: FastifyBaseLogger,
) {
  const refund = await repo.markRefundSucceeded(tx, outRefundNo, refundId)
  if (!refund) return
  countRefund('succeeded')
  const payment = await repo.lockPayment(tx, refund.outTradeNo)
  if (!payment) return
  if (payment.method === 'balance') {
    await balance().refund(tx, payment.userId, refund.amount, payment.outTradeNo)
  }
  const purpose = purposeOf(payment)
  if (refund.amount < payment.amount) {
    await purpose.onPartRefunded?.(tx, payment, refund.amount)
    return
  }
  const pending = payment.status === PaymentStatus.pending
  if (pending && purpose.onRefunded) await purpose.onPaid?.(tx, payment)
  if (pending || payment.status === PaymentStatus.paid) await purpose.onRefunded?.(tx, payment)
  if (payment.status === PaymentStatus.paid && !purpose.onRefunded) {
    // A top-up, deposit or membership refunded outside the product: its credit stays until staff act.
    log?.error({ outTradeNo: payment.outTradeNo, purpose: payment.purpose }, 'refund of a credited payment')
  }
  await repo.setStatus(tx, payment.id, {
    status: PaymentStatus.refunded,
    ...(payment.paidAt ? {} : { paidAt: new Date() }),
  })
}

/**
 * WeChat ended a refund without paying it back (ABNORMAL: the payer's account cannot receive it;
 * CLOSED). Nothing is credited; the refund is marked failed, and the order leaves "refund under way"
 * with the reason the customer sees, so staff can settle it or refund it in the merchant platform.
 */
export async function failRefund(deps: PaymentDeps, outRefundNo: string, status: string) {
  const failed = await deps.db.transaction(async (tx) => {
    const refund = await repo.markRefundFailed(tx, outRefundNo)
    if (!refund) return null
    const payment = await repo.findPayment(tx, refund.outTradeNo)
    if (payment) await purposeOf(payment).onRefundFailed?.(tx, payment, FAILED_REFUND[status] ?? status)
    return refund
  })
  if (failed) deps.log.error({ outRefundNo, status }, 'WeChat refund failed: staff must act')
  if (failed) countRefund('failed')
}

/**
 * A refund WeChat confirmed that the product never asked for (made in the merchant platform). A full
 * refund of a known payment is recorded and applied like any other; anything else is left to staff.
 */
export async function recordOutsideRefund(
  deps: PaymentDeps,
  refund: { out_refund_no: string; out_trade_no?: string; amount?: { refund?: number } },
) {
  if (await repo.findRefund(deps.db, refund.out_refund_no)) return
  const payment = refund.out_trade_no ? await repo.findPayment(deps.db, refund.out_trade_no) : undefined
  if (!payment || refund.amount?.refund !== payment.amount) {
    deps.log.error({ refund }, 'refund made outside the product that does not cover a whole payment')
    return
  }
  await repo.insertRefund(deps.db, {
    outRefundNo: refund.out_refund_no,
    outTradeNo: payment.outTradeNo,
    amount: payment.amount,
    reason: '商户平台退款',
    staffId: null,
  })
}

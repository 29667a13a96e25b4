import { PaymentStatus } from '@dianjing/shared'
import type { Refund } from '../../lib/wechat/pay.ts'
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

/** Asks WeChat to refund (all of) a paid payment; idempotent on out_refund_no. */
export async function startRefund(
  deps: PaymentDeps,
  payment: repo.PaymentRow,
  refund: { outRefundNo: string; reason: string; staffId?: number },
) {
  await repo.insertRefund(deps.db, {
    outRefundNo: refund.outRefundNo,
    outTradeNo: payment.outTradeNo,
    amount: payment.amount,
    reason: refund.reason,
    staffId: refund.staffId ?? null,
  })
  if (payment.method === 'balance') {
    // Paid from the balance: the money goes back there, at once.
    await completeRefund(deps, refund.outRefundNo)
    return
  }
  const client = await deps.wechatPay()
  try {
    const answer = await client.refund({
      outTradeNo: payment.outTradeNo,
      outRefundNo: refund.outRefundNo,
      reason: refund.reason,
      refundFen: payment.amount,
      totalFen: payment.amount,
      notifyUrl: refundNotifyUrl(deps),
    })
    await repo.setRefundId(deps.db, refund.outRefundNo, answer.refund_id)
    await settleRefund(deps, answer)
  } catch (error) {
    // The refund's state is unknown after a failure: the reconciliation job queries it by out_refund_no.
    deps.log.error({ err: error, outRefundNo: refund.outRefundNo }, 'WeChat refund request failed')
  }
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
 *
 * WeChat may confirm a refund before its payment's own notification has reached us (the notification
 * was lost or is being retried). The payment then counts as paid and refunded in one step: the order
 * ends refunded, its points and sales are added and taken back together, and the late payment
 * notification finds the payment refunded and changes nothing.
 */
export async function completeRefund(deps: PaymentDeps, outRefundNo: string, refundId?: string) {
  await deps.db.transaction(async (tx) => {
    const refund = await repo.markRefundSucceeded(tx, outRefundNo, refundId)
    if (!refund) return
    const payment = await repo.lockPayment(tx, refund.outTradeNo)
    if (!payment) return
    if (payment.method === 'balance') {
      await balance().refund(tx, payment.userId, refund.amount, payment.outTradeNo)
    }
    const purpose = purposeOf(payment)
    const pending = payment.status === PaymentStatus.pending
    if (pending && purpose.onRefunded) await purpose.onPaid?.(tx, payment)
    if (pending || payment.status === PaymentStatus.paid) await purpose.onRefunded?.(tx, payment)
    if (payment.status === PaymentStatus.paid && !purpose.onRefunded) {
      // A top-up, deposit or membership refunded outside the product: its credit stays until staff act.
      deps.log.error(
        { outTradeNo: payment.outTradeNo, purpose: payment.purpose },
        'refund of a credited payment',
      )
    }
    await repo.setStatus(tx, payment.id, {
      status: PaymentStatus.refunded,
      ...(payment.paidAt ? {} : { paidAt: new Date() }),
    })
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

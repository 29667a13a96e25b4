import {
  canDo,
  formatDateTime,
  OrderRuleMessages,
  PaymentStatus,
  type QueueSort,
  RefundStatus,
} from '@dianjing/shared'
import { recordStaffAction } from '../../../lib/audit.ts'
import { AppError } from '../../../lib/errors.ts'
import * as payments from '../../payments/service.ts'
import { drawsOf } from '../lottery/lottery.ts'
import * as ordersRepo from '../repo.ts'
import * as transitions from '../transitions.ts'
import * as repo from './admin-repo.ts'

const Messages = {
  notPending: OrderRuleMessages.refundNotPending,
  refundUnderWay: '该订单已提交微信退款，不能拒绝',
  notRetryable: '该订单没有需要重试的微信退款',
  noPayment: '该订单没有可退的支付记录',
} as const

export async function list(
  deps: payments.PaymentDeps,
  filter: repo.RefundFilter,
  page: number,
  pageSize: number,
  sort?: QueueSort,
) {
  const { rows, total } = await repo.listRefundOrders(deps.db, filter, page, pageSize, sort)
  const troubles = await payments.refundTroubles(
    deps.db,
    rows.map(({ order }) => order.outTradeNo),
  )
  return {
    total,
    list: rows.map(({ order, customerName, customerPhone, refundInProgress }) => ({
      orderId: order.id,
      orderNum: order.orderNum,
      outTradeNo: order.outTradeNo,
      title: (JSON.parse(order.productJson) as { title?: string }).title ?? '',
      amount: order.amount,
      status: order.status,
      refundStatus: order.refundStatus,
      refundReason: order.refundReason,
      refuseRefundReason: order.refuseRefundReason,
      customerName,
      customerPhone,
      refundInProgress: Boolean(refundInProgress),
      refundTrouble: troubles.get(order.outTradeNo) ?? null,
      lottery: drawsOf(order),
      createTime: formatDateTime(order.createdAt),
      updateTime: formatDateTime(order.updatedAt),
    })),
  }
}

/**
 * Finance approves a refund application: WeChat is asked to refund the whole payment (one
 * out_refund_no per order, so a retried approval asks for the same refund); the order becomes
 * 已退款 when WeChat confirms.
 */
export async function approve(deps: payments.PaymentDeps, staffId: number, orderId: number) {
  const payment = await deps.db.transaction(async (tx) => {
    const order = await ordersRepo.lockOrder(tx, orderId)
    if (!order || !canDo(order, 'approveRefund')) throw new AppError('business', Messages.notPending)
    const paid = await payments.findPayment(tx, order.outTradeNo)
    if (paid?.status !== PaymentStatus.paid) throw new AppError('business', Messages.noPayment)
    await recordStaffAction(tx, {
      staffId,
      action: 'approveRefund',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status, refundStatus: order.refundStatus },
      after: { refund: paid.amount },
    })
    return paid
  })
  await payments.startRefund(deps, payment, {
    outRefundNo: `RF${payment.outTradeNo}`,
    reason: '退款申请已通过',
    staffId,
  })
}

/**
 * Finance retries a refund WeChat never recorded (退款异常, after every automatic try failed): it is
 * sent again now, with the same out_refund_no.
 */
export async function retry(deps: payments.PaymentDeps, staffId: number, orderId: number) {
  const order = await ordersRepo.findOrder(deps.db, orderId)
  // The refund being retried is still the application's: the order has not been refunded or refused.
  if (!order || !canDo(order, 'approveRefund')) throw new AppError('business', Messages.notRetryable)
  const outRefundNo = `RF${order.outTradeNo}`
  if (!(await payments.retryNotRecorded(deps, outRefundNo)))
    throw new AppError('business', Messages.notRetryable)
  await recordStaffAction(deps.db, {
    staffId,
    action: 'retryRefund',
    entity: 'order',
    entityId: orderId,
    before: { refund: 'notRecorded' },
    after: { outRefundNo },
  })
}

/** Finance refuses with a reason the customer will see; the order goes back to the hall. */
export async function refuse(deps: payments.PaymentDeps, staffId: number, orderId: number, reason: string) {
  await deps.db.transaction(async (tx) => {
    const locked = await ordersRepo.lockOrder(tx, orderId)
    // Once WeChat has the refund (or is being asked again), the money is on its way back.
    if (locked && (await payments.refundUnderWay(tx, locked.outTradeNo))) {
      throw new AppError('business', Messages.refundUnderWay)
    }
    const order = await transitions.refuseRefund(tx, { id: orderId }, reason)
    if (!order) throw new AppError('business', Messages.notPending)
    await ordersRepo.recordOrderEvent(tx, {
      orderId,
      kind: 'refund_refused',
      actor: 'staff',
      actorId: staffId,
      note: reason,
    })
    await recordStaffAction(tx, {
      staffId,
      action: 'refuseRefund',
      entity: 'order',
      entityId: orderId,
      before: { refundStatus: RefundStatus.applied },
      after: { refundStatus: RefundStatus.refused, refuseRefundReason: reason },
    })
  })
}

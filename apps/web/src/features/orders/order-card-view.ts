import {
  AUTO_CONFIRM_HOURS,
  BizStatus,
  canDo,
  formatCents,
  hasDisputePage,
  ORDER_STATE_LABELS,
  type OrderDisplayState,
  OrderStatus,
  type OrderView,
  orderDisplayState,
  RefundStatus,
} from '@dianjing/shared'
import { disputeTagOf } from '@/lib/order-dispute.ts'
import { type OrderProductInfo, parseOrderProduct } from '@/lib/order-product.ts'

export type OrderAction = 'chat' | 'dispute' | 'pay' | 'refund' | 'cancel' | 'lottery' | 'confirm' | 'review'

export interface OrderCardView {
  product: OrderProductInfo
  state: OrderDisplayState
  stateLabel: string
  /** 申请中 + reason, or 已拒绝 + the refusal; null when no refund was asked for. */
  refundLine: string | null
  /** What came back of an order ended 协商完成 (issue 23). */
  splitLine: string | null
  /** 撤销待答复 or 仲裁中 while a dispute holds the order. */
  disputeTag: string | null
  actions: OrderAction[]
  drawsLeft: number
  /** The worker's proof images, once they uploaded any. */
  proofImages: string[]
  /** While the customer's confirmation is awaited: when it will confirm by itself. */
  autoConfirmNote: string | null
  /** The stars the customer gave, 0 before they rate. */
  reviewStars: number
  /**
   * Where the worker's progress shows (issue 22): 'card' while in service (the card shows the latest
   * percentage, or that the first update is late, and the details the timeline), 'details' once a
   * worker has had it (the timeline stays as a record), 'none' before a worker accepted.
   */
  progress: 'card' | 'details' | 'none'
}

/** `attachment` is the worker's uploaded paths joined by commas. */
export function proofImages(attachment: string): string[] {
  return attachment
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
}

/** `completeTime` is "YYYY-MM-DD HH:mm:ss"; the note names the minute the worker said it was done. */
export function autoConfirmNote(completeTime: string): string {
  const when = completeTime.slice(5, 16)
  const done = when ? `打手已于 ${when} 完成服务，` : '打手已完成服务，'
  return `${done}${AUTO_CONFIRM_HOURS}小时后将自动确认`
}

function progressShown(order: OrderView): OrderCardView['progress'] {
  if (order.bizStatus < BizStatus.inService) return 'none'
  return order.status === OrderStatus.paid && order.bizStatus === BizStatus.inService ? 'card' : 'details'
}

/**
 * What an order card shows and offers, from the order's status, bizStatus and refundStatus (spec §4).
 * What the customer may do is the rulebook's (`canDo`), as the server judges it.
 */
export function orderCardView(order: OrderView): OrderCardView {
  const state = orderDisplayState(order.status, order.bizStatus, order.splitBy)
  const drawsLeft = Math.max(0, order.lotteryNum - order.lotteryNumAlready)
  const actions: OrderAction[] = []
  // From a worker's acceptance on, the customer may write to them (the chat stays as evidence after).
  if (order.bizStatus >= BizStatus.inService) actions.push('chat')
  if (hasDisputePage(order)) actions.push('dispute')
  if (order.status === OrderStatus.unpaid) actions.push('pay')
  // A designated order its worker has not accepted yet is cancelled for free, at once, instead of
  // through a refund application staff review (issue 23).
  if (canDo(order, 'freeCancelUnaccepted')) actions.push('cancel')
  else if (canDo(order, 'applyRefund')) actions.push('refund')
  if (canDo(order, 'draw')) actions.push('lottery')
  const paid = order.status === OrderStatus.paid
  // A cancel proposal or arbitration open holds the order: nothing confirms it until it ends.
  const awaitingConfirmation = canDo(order, 'confirm')
  if (awaitingConfirmation) actions.push('confirm')
  if (canDo(order, 'review') && order.reviewStars === 0) actions.push('review')
  let refundLine: string | null = null
  if (order.status !== OrderStatus.refunded) {
    if (order.refundStatus === RefundStatus.applied) refundLine = `退款申请中：${order.refundReason}`
    if (order.refundStatus === RefundStatus.refused) refundLine = `退款已拒绝：${order.refuseRefundReason}`
  }
  return {
    product: parseOrderProduct(order.productJson),
    state,
    stateLabel: ORDER_STATE_LABELS[state],
    refundLine,
    splitLine: order.status === OrderStatus.negotiated ? `已退还 ¥${formatCents(order.splitRefund)}` : null,
    disputeTag: disputeTagOf(order.disputeStatus),
    actions,
    drawsLeft,
    proofImages: proofImages(order.attachment),
    autoConfirmNote: awaitingConfirmation ? autoConfirmNote(order.completeTime) : null,
    reviewStars: paid ? order.reviewStars : 0,
    progress: progressShown(order),
  }
}

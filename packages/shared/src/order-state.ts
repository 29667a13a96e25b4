import { BizStatus, OrderStatus, RefundStatus } from './states.ts'

// Spec §4: what the customer sees of an order, from its status and bizStatus.

export type OrderDisplayState =
  | 'awaitingPayment'
  | 'waitingForWorker'
  | 'inService'
  | 'awaitingClose'
  | 'completed'
  | 'refunded'
  | 'closed'
  | 'negotiated'
  | 'unknown'

export const ORDER_STATE_LABELS: Record<OrderDisplayState, string> = {
  awaitingPayment: '待付款',
  waitingForWorker: '待接单',
  inService: '服务中',
  awaitingClose: '待完成',
  completed: '已完成',
  refunded: '已退款',
  closed: '已关闭',
  negotiated: '协商完成',
  unknown: '未知状态',
}

const PAID_STATES: Record<number, OrderDisplayState> = {
  [BizStatus.waiting]: 'waitingForWorker',
  [BizStatus.inService]: 'inService',
  [BizStatus.awaitingClose]: 'awaitingClose',
  [BizStatus.completed]: 'completed',
}

export function orderDisplayState(status: number | string, bizStatus: number | string): OrderDisplayState {
  switch (Number(status)) {
    case OrderStatus.unpaid:
      return 'awaitingPayment'
    case OrderStatus.paid:
      return PAID_STATES[Number(bizStatus)] ?? 'unknown'
    case OrderStatus.closed:
      // docs/domain.md: an unpaid order closes after 30 minutes; the spec's table predates that state.
      return 'closed'
    case OrderStatus.refunded:
      return 'refunded'
    case OrderStatus.negotiated:
      return 'negotiated'
    default:
      return 'unknown'
  }
}

/**
 * An order's state as staff read it everywhere in the console (the order list, a customer's page, a
 * worker's page): the customer's state, except that a paid order whose refund waits for review reads
 * 退款审核中, the queue it is in.
 */
export function staffOrderStateLabel(order: {
  status: number
  bizStatus: number
  refundStatus: number
}): string {
  if (order.status === OrderStatus.paid && order.refundStatus === RefundStatus.applied) return '退款审核中'
  return ORDER_STATE_LABELS[orderDisplayState(order.status, order.bizStatus)]
}

/**
 * A refund may be applied for only while nobody has taken the order (spec §4), and never once a
 * lottery order's first draw is used: the prizes are kept, so the money is not given back.
 */
export function canApplyRefund(order: {
  status: number
  bizStatus: number
  refundStatus: number
  lotteryNumAlready?: number
}): boolean {
  return (
    order.status === OrderStatus.paid &&
    order.bizStatus === BizStatus.waiting &&
    order.refundStatus === RefundStatus.none &&
    (order.lotteryNumAlready ?? 0) === 0
  )
}

/** Worker-side order tabs (spec §4, worker-side bizStatus). */
export const WORKER_ORDER_TABS = [
  { value: '1', label: '服务中' },
  { value: '2', label: '待结算' },
  { value: '3', label: '已结算' },
] as const

/** The order-count grid of /mine (spec §2; docs/domain.md, userOrderMineData), in display order. */
export const MINE_ORDER_COUNT_LABELS = [
  '待付款',
  '待接单',
  '服务中',
  '待完成',
  '已完成',
  '退款/售后',
] as const

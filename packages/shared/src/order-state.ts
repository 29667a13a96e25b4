import { BizStatus, DisputeStatus, OrderStatus, RefundStatus } from './states.ts'

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
  | 'ruled'
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
  ruled: '平台裁决',
  unknown: '未知状态',
}

const PAID_STATES: Record<number, OrderDisplayState> = {
  [BizStatus.waiting]: 'waitingForWorker',
  [BizStatus.inService]: 'inService',
  [BizStatus.awaitingClose]: 'awaitingClose',
  [BizStatus.completed]: 'completed',
}

/** How a split was decided (`splitBy`): by both sides, by an unanswered proposal's deadline, or by staff. */
export const SplitBy = { agreed: 'agreed', deadline: 'deadline', ruling: 'ruling' } as const
export type SplitByValue = (typeof SplitBy)[keyof typeof SplitBy]

/**
 * The customer's state of an order; an order split by a staff ruling reads 平台裁决, one split by
 * agreement 协商完成 (`splitBy`, when the caller has it).
 */
export function orderDisplayState(
  status: number | string,
  bizStatus: number | string,
  splitBy?: string | null,
): OrderDisplayState {
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
      return splitBy === SplitBy.ruling ? 'ruled' : 'negotiated'
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
  splitBy?: string | null
}): string {
  if (order.status === OrderStatus.paid && order.refundStatus === RefundStatus.applied) return '退款审核中'
  return ORDER_STATE_LABELS[orderDisplayState(order.status, order.bizStatus, order.splitBy)]
}

/**
 * Whether the order's 协商/售后 page has something for its customer and worker: while a worker serves it
 * or waits for its confirmation, while a cancel proposal or arbitration holds it, and once a split ended
 * it (the agreement or the ruling stays readable there).
 */
export function hasDisputePage(order: {
  status: number
  bizStatus: number
  disputeStatus: number
  splitBy?: string | null
}): boolean {
  const serving = order.bizStatus === BizStatus.inService || order.bizStatus === BizStatus.awaitingClose
  return (
    (order.status === OrderStatus.paid && serving) ||
    order.disputeStatus !== DisputeStatus.none ||
    splitEnding(order) !== null
  )
}

// ---- When and how an order ended ----

/** How an order ended, in the product's words. */
export type OrderEndingKind = 'settled' | 'refunded' | 'closed' | 'agreed' | 'ruled'

/** An order's times an ending may be dated by. */
export type OrderEndingTime = 'settledAt' | 'negotiatedAt' | 'closedAt' | 'updatedAt'

/**
 * Every way an order ends, the first that matches deciding: the state it is left in and the time it
 * ended (the first of `at` the order has). The chat's window, the game login's erasure, reviews, the
 * worker's tabs and the notices all read this one list; the server compiles it to SQL
 * (apps/server/src/db/order-ending.ts), and a test holds the two equal.
 */
export const ORDER_ENDINGS: readonly {
  how: OrderEndingKind
  status: number
  bizStatus?: number
  splitBy?: SplitByValue
  at: readonly OrderEndingTime[]
}[] = [
  {
    how: 'ruled',
    status: OrderStatus.negotiated,
    splitBy: SplitBy.ruling,
    at: ['negotiatedAt', 'updatedAt'],
  },
  { how: 'agreed', status: OrderStatus.negotiated, at: ['negotiatedAt', 'updatedAt'] },
  {
    how: 'settled',
    status: OrderStatus.paid,
    bizStatus: BizStatus.completed,
    at: ['settledAt', 'updatedAt'],
  },
  // Nothing changes a refunded order afterwards: its last change is the refund's moment.
  { how: 'refunded', status: OrderStatus.refunded, at: ['updatedAt'] },
  { how: 'closed', status: OrderStatus.closed, at: ['closedAt', 'updatedAt'] },
]

/** What each ending reads as, everywhere: app, console, notices and fund records. */
export const ORDER_ENDING_LABELS: Record<OrderEndingKind, string> = {
  settled: '已完成',
  refunded: '已退款',
  closed: '已关闭',
  agreed: '协商完成',
  ruled: '平台裁决',
}

type EndingFacts = { status: number; bizStatus: number; splitBy?: string | null }

function endingOf(order: EndingFacts) {
  return ORDER_ENDINGS.find(
    (ending) =>
      ending.status === order.status &&
      (ending.bizStatus === undefined || ending.bizStatus === order.bizStatus) &&
      (ending.splitBy === undefined || ending.splitBy === order.splitBy),
  )
}

/** How a split ended the order: agreed (协商完成, by its deadline too) or ruled by staff (平台裁决); else null. */
export function splitEnding(order: EndingFacts): 'agreed' | 'ruled' | null {
  const how = orderEnding(order)
  return how === 'agreed' || how === 'ruled' ? how : null
}

/** How the order ended, or null while it runs (unpaid, or paid and not yet settled). */
export function orderEnding(order: EndingFacts): OrderEndingKind | null {
  return endingOf(order)?.how ?? null
}

/** When the order ended, or null while it runs. */
export function orderEndedAt(
  order: EndingFacts & Partial<Record<OrderEndingTime, Date | null>>,
): Date | null {
  const ending = endingOf(order)
  if (!ending) return null
  for (const time of ending.at) {
    const value = order[time]
    if (value) return value
  }
  return null
}

/** Worker-side order tabs (spec §4, worker-side bizStatus). */
export const WORKER_ORDER_TABS = [
  { value: `${BizStatus.inService}`, label: '服务中' },
  { value: `${BizStatus.awaitingClose}`, label: '待结算' },
  { value: `${BizStatus.completed}`, label: '已结算' },
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

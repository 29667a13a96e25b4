import {
  BizStatus,
  canDo,
  FulfilmentMessages,
  formatCents,
  ORDER_ENDING_LABELS,
  PROOF_IMAGES_MAX,
  REGION_LABELS,
  splitEnding,
  WORKER_ORDER_TABS,
  type WorkerOrderView,
} from '@dianjing/shared'

const TAB_VALUES: readonly string[] = WORKER_ORDER_TABS.map((tab) => tab.value)

/** `?bizStatus=` of /worker-order-list; anything else opens 服务中. */
export function workerOrderTab(requested: string | null): string {
  return requested && TAB_VALUES.includes(requested) ? requested : String(BizStatus.inService)
}

/** `?gameRegion=` of /reception-hall: '0' QQ区, '1' 微信区, anything else all regions. */
export function hallRegion(requested: string | null): '0' | '1' | undefined {
  return requested === '0' || requested === '1' ? requested : undefined
}

export function regionLabel(gameRegion: string): string {
  return REGION_LABELS[gameRegion] ?? '未知区服'
}

export function workerStatusLabel(bizStatus: number): string {
  return WORKER_ORDER_TABS.find((tab) => tab.value === String(bizStatus))?.label ?? '未知状态'
}

type SplitFacts = Pick<WorkerOrderView, 'status' | 'bizStatus'> & { splitBy?: string }

/** What the worker received of an order a split ended: 协商所得 or 裁决所得. */
export function splitIncomeLabel(order: SplitFacts): string {
  return splitEnding(order) === 'ruled' ? '裁决所得' : '协商所得'
}

/** The order's state for the worker: the tab it is in, or how a split ended it. */
export function workerOrderStateLabel(order: SplitFacts): string {
  const ending = splitEnding(order)
  return ending ? ORDER_ENDING_LABELS[ending] : workerStatusLabel(order.bizStatus)
}

/** Still the worker's to serve: paid and in service, where proof and progress are given (not ended by a split). */
export function isServing(order: WorkerOrderView): boolean {
  return canDo(order, 'uploadProof')
}

/** The proof image paths of an order (`attachment` is comma-joined). */
export function proofPaths(attachment: string): string[] {
  return attachment
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
}

/**
 * Spec §4, Worker completing an order: only in service, and only with proof; never while a cancel
 * proposal or arbitration holds it (the rule `complete`).
 */
export function canCompleteOrder(order: WorkerOrderView): boolean {
  return canDo(order, 'complete')
}

/** Null when these proof images may be saved, else why not (the server's own words). */
export function proofProblem(paths: string[]): string | null {
  if (paths.length === 0) return FulfilmentMessages.proofRequired
  if (paths.length > PROOF_IMAGES_MAX) return FulfilmentMessages.proofImagesMax
  return null
}

/** Where a refusal to accept can be put right: the membership fee or the deposit. */
export function acceptRefusalFix(message: string): { label: string; to: string } | null {
  if (message === FulfilmentMessages.membershipDue) return { label: '去开通会员', to: '/pay-membership' }
  if (message === FulfilmentMessages.depositShort) return { label: '去缴纳保证金', to: '/recharge' }
  return null
}

/** The order has left the hall (taken by someone else, refunded): nothing left to accept here. */
export function isGoneFromHall(message: string): boolean {
  return message === FulfilmentMessages.takenByOther || message === FulfilmentMessages.notInHall
}

export interface TimelineStep {
  title: string
  time: string
}

/** Paid, accepted, completed, settled: each with its time, '' while it has not happened. */
export function orderTimeline(order: WorkerOrderView): TimelineStep[] {
  return [
    { title: '客户已付款', time: order.paidTime },
    { title: '已接单', time: order.acceptTime },
    { title: '已完成服务', time: order.completeTime },
    { title: '已结算', time: order.settleTime },
  ]
}

export interface OrderFactRow {
  label: string
  value: string
  /** Offer a copy button for this value. */
  copy?: boolean
  /** The value is a link (a phone number to call). */
  href?: string
  strong?: boolean
  /** Said in a quieter voice: an explanation, not a fact. */
  muted?: boolean
}

/** Why a worker sees no customer details: before accepting, or once the order is no longer theirs to serve. */
export const CUSTOMER_AFTER_ACCEPT = '接单后可见'
export const CUSTOMER_AFTER_SERVICE = '服务结束后不再显示'

/**
 * What the worker needs to serve the order. The customer's details come only while it is theirs to
 * serve (the server sends them then, and only then); the account, text id and phone can be copied.
 */
export function serviceFacts(order: WorkerOrderView): OrderFactRow[] {
  const rows: OrderFactRow[] = [
    { label: '游戏', value: order.gameName || '—' },
    { label: '游戏区服', value: regionLabel(order.gameRegion) },
  ]
  const { customer } = order
  if (!customer) {
    const why = order.bizStatus === BizStatus.waiting ? CUSTOMER_AFTER_ACCEPT : CUSTOMER_AFTER_SERVICE
    return [...rows, { label: '客户信息', value: why, muted: true }]
  }
  rows.push({ label: '客户游戏账号', value: customer.gameId, copy: true })
  if (customer.textId) rows.push({ label: '文字ID', value: customer.textId, copy: true })
  rows.push(
    { label: '联系电话', value: customer.phone, copy: true, href: `tel:${customer.phone}` },
    { label: '订单备注', value: customer.orderRemarks || '无' },
  )
  return rows
}

/** The order's money and numbers. */
export function orderFacts(order: WorkerOrderView): OrderFactRow[] {
  return [
    { label: '订单号', value: order.orderNum },
    { label: '数量', value: String(order.quantity) },
    { label: '订单金额', value: `¥${formatCents(order.amount)}` },
    { label: '服务费', value: `¥${formatCents(order.workerAmount)}`, strong: true },
    { label: '付款时间', value: order.paidTime || '—' },
  ]
}

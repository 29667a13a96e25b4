import {
  type Cents,
  canApplyRefund,
  ORDER_STATE_LABELS,
  type OrderDisplayState,
  OrderStatus,
  type OrderView,
  orderDisplayState,
  RefundStatus,
} from '@dianjing/shared'

export interface OrderProductInfo {
  productCover: string
  title: string
  briefIntroduction: string
  preferentialPrice: Cents
}

export type OrderAction = 'pay' | 'refund' | 'lottery'

export interface OrderCardView {
  product: OrderProductInfo
  state: OrderDisplayState
  stateLabel: string
  /** 申请中 + reason, or 已拒绝 + the refusal; null when no refund was asked for. */
  refundLine: string | null
  actions: OrderAction[]
  drawsLeft: number
}

/** productJson is text the server stored when the order was made; a broken one shows as an untitled order. */
export function parseOrderProduct(productJson: string): OrderProductInfo {
  let record: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(productJson)
    if (typeof parsed === 'object' && parsed !== null) record = parsed as Record<string, unknown>
  } catch {
    // Falls through to the defaults.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    productCover: text(record.productCover),
    title: text(record.title) || '商品',
    briefIntroduction: text(record.briefIntroduction),
    preferentialPrice: Number(record.preferentialPrice) || 0,
  }
}

const LOTTERY_ORDER = 1

/** What an order card shows and offers, from the order's status, bizStatus and refundStatus (spec §4). */
export function orderCardView(order: OrderView): OrderCardView {
  const state = orderDisplayState(order.status, order.bizStatus)
  const drawsLeft = Math.max(0, order.lotteryNum - order.lotteryNumAlready)
  const actions: OrderAction[] = []
  if (order.status === OrderStatus.unpaid) actions.push('pay')
  if (canApplyRefund(order)) actions.push('refund')
  if (order.type === LOTTERY_ORDER && order.status === OrderStatus.paid && drawsLeft > 0)
    actions.push('lottery')
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
    actions,
    drawsLeft,
  }
}

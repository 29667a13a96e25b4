import { BizStatus, DisputeStatus, OrderStatus, REGION_LABELS, RefundStatus } from '@dianjing/shared'
import { Tag } from 'antd'
import type { OrderRow, OrderState } from '../api/get-orders.ts'

/** The state tabs, as the customer-facing state names of spec §4 (plus the two staff care about). */
export const ORDER_STATE_TAB_LABELS: Record<OrderState, string> = {
  all: '全部',
  unpaid: '待付款',
  waiting: '待接单',
  inService: '服务中',
  toConfirm: '待完成',
  completed: '已完成',
  refunding: '退款审核中',
  refunded: '已退款',
  split: '协商/裁决',
  closed: '已关闭',
}

type StateFacts = Pick<OrderRow, 'status' | 'bizStatus' | 'refundStatus'>

/** A colour per state, so a column of tags reads at a glance: what needs someone is bright. */
function stateColor({ status, bizStatus, refundStatus }: StateFacts): string {
  if (status === OrderStatus.paid && refundStatus === RefundStatus.applied) return 'red'
  if (status === OrderStatus.unpaid) return 'orange'
  if (status === OrderStatus.refunded) return 'magenta'
  if (status === OrderStatus.negotiated) return 'cyan'
  if (status !== OrderStatus.paid) return 'default'
  switch (bizStatus) {
    case BizStatus.waiting:
      return 'blue'
    case BizStatus.inService:
      return 'purple'
    case BizStatus.awaitingClose:
      return 'gold'
    case BizStatus.completed:
      return 'green'
    default:
      return 'default'
  }
}

/** The order's state as the server words it (`stateLabel`), coloured by state. */
export function OrderStateTag({ order }: { order: StateFacts & Pick<OrderRow, 'stateLabel'> }) {
  return (
    <Tag color={stateColor(order)} style={{ marginInlineEnd: 0 }}>
      {order.stateLabel}
    </Tag>
  )
}

const DISPUTE_TAGS: Record<number, { label: string; color: string }> = {
  [DisputeStatus.proposal]: { label: '撤销待答复', color: 'orange' },
  [DisputeStatus.arbitration]: { label: '仲裁中', color: 'red' },
}

/** Beside the state: what holds the order from ending by itself (an open cancel proposal or arbitration). */
export function DisputeTag({ disputeStatus }: { disputeStatus: number }) {
  const tag = DISPUTE_TAGS[disputeStatus]
  if (!tag) return null
  return (
    <Tag color={tag.color} style={{ marginInlineEnd: 0 }}>
      {tag.label}
    </Tag>
  )
}

export const regionLabel = (region: string) => REGION_LABELS[region] ?? '未知区服'

/** Who closed a settled order (`settledBy`). */
export const SETTLED_BY_LABELS: Record<string, string> = {
  customer: '客户确认',
  auto: '超时自动确认',
  staff: '员工结算',
}

/** `2026-11-21 20:15:03` → `2026-11-21 20:15`: seconds only widen a column. */
export const minutes = (dateTime: string) => dateTime.slice(0, 16)

import { Empty, Flex, Timeline, Typography } from 'antd'
import type { OrderDetail } from '../api/get-order.ts'
import { SETTLED_BY_LABELS } from './order-labels.tsx'

export interface TimelineEntry {
  kind: string
  label: string
  actor: string
  note: string
  time: string
}

/** The order's own times, for what happened before events were recorded (or was never recorded as one). */
const KEY_TIMES: ReadonlyArray<{ kind: string; label: string; time: (order: OrderDetail) => string }> = [
  { kind: 'created', label: '下单', time: (order) => order.createTime },
  { kind: 'paid', label: '支付成功', time: (order) => order.paidTime },
  { kind: 'accepted', label: '打手接单', time: (order) => order.acceptTime },
  { kind: 'completed', label: '打手完成服务', time: (order) => order.completeTime },
  { kind: 'settled', label: '确认完成并结算', time: (order) => order.settleTime },
]

/** Where a kind falls among events at the same second: an order's life has one order. */
const KIND_ORDER = ['created', 'paid', 'released', 'accepted', 'reassigned', 'proof', 'completed', 'settled']
const rank = (kind: string) => {
  const index = KIND_ORDER.indexOf(kind)
  return index === -1 ? KIND_ORDER.length : index
}

/**
 * The recorded events with the order's key times filled in where no event says the same, oldest first.
 * A staff assignment of a waiting order sets the accept time too, so it stands for 打手接单.
 */
export function mergeTimeline(order: OrderDetail): TimelineEntry[] {
  const events: TimelineEntry[] = [...order.timeline]
  const recorded = (kind: string, time: string) =>
    order.timeline.some(
      (event) =>
        event.kind === kind || (kind === 'accepted' && event.kind === 'reassigned' && event.time === time),
    )
  for (const key of KEY_TIMES) {
    const time = key.time(order)
    if (!time || recorded(key.kind, time)) continue
    const note = key.kind === 'settled' ? (SETTLED_BY_LABELS[order.settledBy] ?? '') : ''
    events.push({ kind: key.kind, label: key.label, actor: '', note, time })
  }
  if (order.review && !order.timeline.some((event) => event.kind === 'reviewed')) {
    events.push({
      kind: 'reviewed',
      label: `客户评价 ${order.review.stars} 星`,
      actor: '客户',
      note: order.review.comment,
      time: order.review.time,
    })
  }
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event.time.localeCompare(b.event.time) ||
        rank(a.event.kind) - rank(b.event.kind) ||
        a.index - b.index,
    )
    .map(({ event }) => event)
}

const COLORS: Record<string, string> = {
  settled: 'green',
  reviewed: 'green',
  refund_applied: 'red',
  refunded: 'red',
  dispute_refund: 'red',
  refund_refused: 'gray',
  released: 'gray',
}

/** Everything that happened to the order, who did it and when. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const entries = mergeTimeline(order)
  if (entries.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />
  }
  return (
    <Timeline
      items={entries.map((entry, index) => ({
        key: `${entry.kind}-${index}`,
        color: COLORS[entry.kind] ?? 'blue',
        content: (
          <Flex vertical gap={2}>
            <Flex gap={8} align="baseline" wrap>
              <Typography.Text strong>{entry.label}</Typography.Text>
              {entry.actor && <Typography.Text type="secondary">{entry.actor}</Typography.Text>}
            </Flex>
            {entry.note && <Typography.Text>{entry.note}</Typography.Text>}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {entry.time}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  )
}

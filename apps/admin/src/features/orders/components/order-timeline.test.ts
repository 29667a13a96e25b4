import { describe, expect, it } from 'vitest'
import type { OrderDetail } from '../api/get-order.ts'
import { mergeTimeline } from './order-timeline.tsx'

const ORDER = {
  createTime: '2026-11-22 07:00:00',
  paidTime: '2026-11-22 07:01:00',
  acceptTime: '2026-11-22 07:05:00',
  completeTime: '2026-11-22 08:00:00',
  settleTime: '2026-11-22 09:00:00',
  settledBy: 'auto',
  review: null,
  timeline: [
    {
      kind: 'reassigned',
      label: '改派打手',
      actor: '运营小周',
      note: '改派给 阿杰打手',
      time: '2026-11-22 07:05:00',
    },
    { kind: 'completed', label: '打手完成服务', actor: '打手', note: '', time: '2026-11-22 08:00:00' },
  ],
} as unknown as OrderDetail

describe('mergeTimeline', () => {
  it('fills in the key times no event records, oldest first', () => {
    expect(mergeTimeline(ORDER).map((entry) => [entry.label, entry.actor, entry.note])).toEqual([
      ['下单', '', ''],
      ['支付成功', '', ''],
      // A staff assignment of a waiting order set the accept time: it is not a second acceptance.
      ['改派打手', '运营小周', '改派给 阿杰打手'],
      ['打手完成服务', '打手', ''],
      ['确认完成并结算', '', '超时自动确认'],
    ])
  })

  it('adds the review, and leaves out times an order does not have yet', () => {
    const waiting = {
      ...ORDER,
      acceptTime: '',
      completeTime: '',
      settleTime: '',
      timeline: [],
      review: { stars: 4, comment: '很稳', time: '2026-11-22 07:30:00' },
    } as OrderDetail
    expect(mergeTimeline(waiting).map((entry) => entry.label)).toEqual(['下单', '支付成功', '客户评价 4 星'])
  })
})

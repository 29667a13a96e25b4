import { STAFF_REASON_MAX } from '@dianjing/shared'
import { Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useQueueBulk } from '@/components/bulk-decisions.tsx'
import { DRAWN_REFUND_NOTE } from '@/components/lottery-draws.tsx'
import { ReviewQueuePage } from '@/components/review-queue.tsx'
import { useMe } from '@/lib/me.ts'
import { yuanText } from '@/lib/money.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { sortParam, useQueueSettings } from '@/lib/queues.ts'
import { tabParam } from '@/lib/search-params.ts'
import { approveRefund } from '../api/approve-refund.ts'
import {
  canDecideRefunds,
  REFUND_TABS,
  type RefundApplication,
  type RefundListQuery,
  type RefundTab,
  usePendingRefundCount,
  useRefreshRefunds,
  useRefunds,
} from '../api/get-refunds.ts'
import { refuseRefund } from '../api/refuse-refund.ts'
import { RefundsTable } from '../components/refunds-table.tsx'
import { RefuseRefundModal } from '../components/refuse-refund-modal.tsx'

/** WeChat usually confirms a refund within seconds; the page watches for it this long after an approval. */
const CONFIRMATION_POLL_MS = 2_000
const CONFIRMATION_WATCH_MS = 60_000

const TAB_LABELS: Record<RefundTab, string> = { pending: '待处理', refused: '已拒绝', refunded: '已退款' }

/** The tab and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams): RefundListQuery => ({
  status: tabParam(params.get('status'), REFUND_TABS),
  sort: sortParam(params),
  ...readPage(params),
})

export function RefundsRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readQuery)
  const { query } = paged
  const role = useMe().data?.role
  // Until the role is known nobody sees the buttons, so a read-only colleague never sees them flash.
  const canDecide = canDecideRefunds(role)

  // Approved on this page and not yet confirmed by WeChat, with when the last one was sent.
  const [submitted, setSubmitted] = useState<{ ids: ReadonlySet<number>; at: number }>({
    ids: new Set(),
    at: 0,
  })
  const refunds = useRefunds(query)
  const pendingCount = usePendingRefundCount()
  const refresh = useRefreshRefunds()

  // While an approved row is still listed as pending, look again every few seconds (list and count
  // together) so it moves to 已退款 by itself once WeChat confirms.
  const watching =
    Date.now() - submitted.at < CONFIRMATION_WATCH_MS &&
    (refunds.data?.list.some((row) => submitted.ids.has(row.orderId)) ?? false)
  useEffect(() => {
    if (!watching) return
    const timer = setInterval(refresh, CONFIRMATION_POLL_MS)
    return () => clearInterval(timer)
  }, [watching, refresh])

  // undefined: closed; otherwise the application being refused.
  const [refusing, setRefusing] = useState<RefundApplication | undefined>(undefined)

  const approved = (orderId: number) =>
    setSubmitted(({ ids }) => ({ ids: new Set(ids).add(orderId), at: Date.now() }))

  const settings = useQueueSettings()
  const rows = refunds.data?.list ?? []
  const bulk = useQueueBulk({
    // What is already with WeChat or waits for a retry is decided one by one.
    rows: rows.filter(
      (row) => !row.refundInProgress && !row.refundTrouble && !submitted.ids.has(row.orderId),
    ),
    rowKey: (row) => row.orderId,
    label: (row) => row.orderNum,
    enabled: canDecide && query.status === 'pending',
    approve: {
      label: '批量同意退款',
      description: (chosen) => (
        <>
          将向 {chosen.length} 位客户原路退回共{' '}
          <Typography.Text strong>
            {yuanText(chosen.reduce((sum, row) => sum + row.amount, 0))}
          </Typography.Text>
          （微信支付），提交后不可撤回。
          {chosen.some((row) => (row.lottery?.drawsUsed ?? 0) > 0) && (
            <Typography.Paragraph type="warning" style={{ margin: '8px 0 0' }}>
              其中有已抽奖的订单，{DRAWN_REFUND_NOTE}。
            </Typography.Paragraph>
          )}
        </>
      ),
      decide: async (row) => {
        await approveRefund(row.orderId)
        approved(row.orderId)
      },
    },
    refuse: {
      label: '批量拒绝',
      reasonLabel: '拒绝理由',
      maxLength: STAFF_REASON_MAX,
      templates: settings.reasonTemplates.refundRefuse,
      consequence: '拒绝后订单回到接单大厅等待打手接单，客户将在订单详情中看到拒绝理由，且不能再次申请退款。',
      decide: (row, reason) => refuseRefund({ orderId: row.orderId, reason }),
    },
    onDone: refresh,
  })

  useLastPageClamp(paged, refunds)

  return (
    <>
      <ReviewQueuePage
        section={section}
        subject="退款申请"
        refusedText="退款申请仅财务、客服和所有者可以查看，如需访问请联系所有者调整角色。"
        tabs={REFUND_TABS}
        tabLabels={TAB_LABELS}
        tab={query.status}
        onTab={(status) => paged.filter({ status })}
        waiting={pendingCount}
        list={refunds}
        onRefresh={refresh}
        decider={{ role, mayDecide: canDecide, decidedBy: '同意或拒绝退款由财务处理' }}
      >
        {bulk.bar}
        <RefundsTable
          tab={query.status}
          rows={rows}
          loading={refunds.isFetching && !watching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: refunds.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          sort={query.sort}
          onSort={(sort) => paged.filter({ sort })}
          targetMinutes={settings.targets.refunds}
          rowSelection={bulk.rowSelection}
          canDecide={canDecide}
          submitted={submitted.ids}
          onApproved={approved}
          onRefuse={setRefusing}
        />
      </ReviewQueuePage>
      <RefuseRefundModal
        key={refusing?.orderId ?? 'none'}
        application={refusing}
        templates={settings.reasonTemplates.refundRefuse}
        onClose={() => setRefusing(undefined)}
      />
      {bulk.dialog}
    </>
  )
}

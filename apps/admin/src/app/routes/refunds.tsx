import { useEffect, useState } from 'react'
import { ReviewQueuePage } from '@/components/review-queue.tsx'
import {
  canDecideRefunds,
  REFUND_TABS,
  type RefundApplication,
  type RefundListQuery,
  type RefundTab,
  usePendingRefundCount,
  useRefreshRefunds,
  useRefunds,
} from '@/features/refunds/api/get-refunds.ts'
import { RefundsTable } from '@/features/refunds/components/refunds-table.tsx'
import { RefuseRefundModal } from '@/features/refunds/components/refuse-refund-modal.tsx'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { tabParam } from '@/lib/search-params.ts'
import type { Section } from '../sections.tsx'

/** WeChat usually confirms a refund within seconds; the page watches for it this long after an approval. */
const CONFIRMATION_POLL_MS = 2_000
const CONFIRMATION_WATCH_MS = 60_000

const TAB_LABELS: Record<RefundTab, string> = { pending: '待处理', refused: '已拒绝', refunded: '已退款' }

/** The tab and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams): RefundListQuery => ({
  status: tabParam(params.get('status'), REFUND_TABS),
  ...readPage(params),
})

export function RefundsRoute({ section }: { section: Section }) {
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
        <RefundsTable
          tab={query.status}
          rows={refunds.data?.list ?? []}
          loading={refunds.isFetching && !watching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: refunds.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          canDecide={canDecide}
          submitted={submitted.ids}
          onApproved={approved}
          onRefuse={setRefusing}
        />
      </ReviewQueuePage>
      <RefuseRefundModal
        key={refusing?.orderId ?? 'none'}
        application={refusing}
        onClose={() => setRefusing(undefined)}
      />
    </>
  )
}

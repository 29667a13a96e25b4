import { useState } from 'react'
import { ReviewQueuePage } from '@/components/review-queue.tsx'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { tabParam } from '@/lib/search-params.ts'
import {
  CHAT_REPORT_TABS,
  type ChatReport,
  type ChatReportQuery,
  type ChatReportTab,
  useChatReports,
  usePendingChatReportCount,
  useRefreshChatReports,
} from '../api/get-chat-reports.ts'
import { ChatReportsTable } from '../components/chat-reports-table.tsx'
import { HandleReportModal } from '../components/handle-report-modal.tsx'
import { roleMayModerateChat } from '../components/order-rules.ts'

const TAB_LABELS: Record<ChatReportTab, string> = { pending: '待处理', handled: '已处理' }

/** The tab and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams): ChatReportQuery => ({
  status: tabParam(params.get('status'), CHAT_REPORT_TABS),
  ...readPage(params),
})

/**
 * 聊天举报: messages a customer or worker reported from an order's chat, the longest wait first. Staff read
 * the order's chat as evidence and close each report with what they did.
 */
export function ChatReportsRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readQuery)
  const { query } = paged
  const role = useMe().data?.role
  const mayHandle = roleMayModerateChat(role)
  const reports = useChatReports(query)
  const pendingCount = usePendingChatReportCount()
  const refresh = useRefreshChatReports()
  const [handling, setHandling] = useState<ChatReport | undefined>(undefined)
  useLastPageClamp(paged, reports)

  return (
    <>
      <ReviewQueuePage
        section={section}
        subject="聊天举报"
        refusedText="聊天举报仅运营、客服和所有者可以处理，如需访问请联系所有者调整角色。"
        tabs={CHAT_REPORT_TABS}
        tabLabels={TAB_LABELS}
        tab={query.status}
        onTab={(status) => paged.filter({ status })}
        waiting={pendingCount}
        list={reports}
        onRefresh={refresh}
        decider={{ role, mayDecide: mayHandle, decidedBy: '处理举报由运营或客服负责' }}
      >
        <ChatReportsTable
          tab={query.status}
          rows={reports.data?.list ?? []}
          loading={reports.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: reports.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          onHandle={mayHandle ? setHandling : undefined}
        />
      </ReviewQueuePage>
      <HandleReportModal
        key={handling?.id ?? 'none'}
        report={handling}
        onClose={() => setHandling(undefined)}
      />
    </>
  )
}

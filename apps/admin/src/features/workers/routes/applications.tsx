import { useState } from 'react'
import { ReviewQueuePage } from '@/components/review-queue.tsx'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { keywordParam, tabParam } from '@/lib/search-params.ts'
import {
  APPLICATION_TABS,
  type ApplicationListQuery,
  type ApplicationTab,
  canAuditApplications,
  useApplications,
  usePendingApplicationCount,
  useRefreshApplications,
  type WorkerApplication,
} from '../api/get-applications.ts'
import { ApplicationsTable } from '../components/applications-table.tsx'
import { RejectApplicationModal } from '../components/reject-application-modal.tsx'

const TAB_LABELS: Record<ApplicationTab, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  all: '全部',
}

/** The tab, search and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams): ApplicationListQuery => ({
  status: tabParam(params.get('status'), APPLICATION_TABS),
  keyword: keywordParam(params),
  ...readPage(params),
})

export function ApplicationsRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readQuery)
  const { query } = paged
  const role = useMe().data?.role
  // Until the role is known nobody sees the buttons, so a read-only colleague never sees them flash.
  const canAudit = canAuditApplications(role)

  const applications = useApplications(query)
  const pendingCount = usePendingApplicationCount()
  const refresh = useRefreshApplications()
  const [rejecting, setRejecting] = useState<WorkerApplication | undefined>(undefined)
  useLastPageClamp(paged, applications)

  return (
    <>
      <ReviewQueuePage
        section={section}
        subject="入驻申请"
        tabs={APPLICATION_TABS}
        tabLabels={TAB_LABELS}
        tab={query.status}
        onTab={(status) => paged.filter({ status })}
        waiting={pendingCount}
        search={{
          keyword: query.keyword,
          placeholder: '搜索手机号、昵称或姓名',
          onSearch: (keyword) => paged.filter({ keyword }),
        }}
        list={applications}
        onRefresh={refresh}
        decider={{ role, mayDecide: canAudit, decidedBy: '通过或驳回由运营处理' }}
      >
        <ApplicationsTable
          tab={query.status}
          rows={applications.data?.list ?? []}
          loading={applications.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: applications.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          canAudit={canAudit}
          onReject={setRejecting}
        />
      </ReviewQueuePage>
      <RejectApplicationModal
        key={rejecting?.id ?? 'none'}
        application={rejecting}
        onClose={() => setRejecting(undefined)}
      />
    </>
  )
}

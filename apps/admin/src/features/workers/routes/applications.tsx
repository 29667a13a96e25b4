import { ApplicationStatus, STAFF_REASON_MAX } from '@dianjing/shared'
import { useState } from 'react'
import { useQueueBulk } from '@/components/bulk-decisions.tsx'
import { ReviewQueuePage } from '@/components/review-queue.tsx'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { sortParam, useQueueSettings } from '@/lib/queues.ts'
import { keywordParam, tabParam } from '@/lib/search-params.ts'
import { approveApplication, useRefreshAfterApproval } from '../api/approve-application.ts'
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
import { rejectApplication } from '../api/reject-application.ts'
import { ApplicationsTable } from '../components/applications-table.tsx'
import { RejectApplicationModal } from '../components/reject-application-modal.tsx'

const TAB_LABELS: Record<ApplicationTab, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  all: '全部',
}

/** The tab, search, order and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams): ApplicationListQuery => ({
  status: tabParam(params.get('status'), APPLICATION_TABS),
  keyword: keywordParam(params),
  sort: sortParam(params),
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

  const settings = useQueueSettings()
  const refreshAfterApproval = useRefreshAfterApproval()
  const rows = applications.data?.list ?? []
  const bulk = useQueueBulk({
    rows: rows.filter((row) => row.status === ApplicationStatus.pending),
    rowKey: (row) => row.id,
    label: (row) => `${row.name}（${row.userPhone}）`,
    enabled: canAudit && query.status === 'pending',
    approve: {
      label: '批量通过',
      description: (chosen) => (
        <>
          通过后 {chosen.map((row) => row.name).join('、')} 共 {chosen.length}{' '}
          人成为打手，缴纳会员费和保证金后即可接单。
        </>
      ),
      decide: (row) => approveApplication(row.id),
    },
    refuse: {
      label: '批量驳回',
      reasonLabel: '驳回原因',
      maxLength: STAFF_REASON_MAX,
      templates: settings.reasonTemplates.applicationReject,
      consequence: '申请人将在入驻页面看到驳回原因，修改资料后可以重新提交申请。',
      decide: (row, reason) => rejectApplication({ id: row.id, reason }),
    },
    // An approval makes a worker: the workers' list is read again too.
    onDone: refreshAfterApproval,
  })

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
        {bulk.bar}
        <ApplicationsTable
          tab={query.status}
          rows={rows}
          loading={applications.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: applications.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          sort={query.sort}
          onSort={(sort) => paged.filter({ sort })}
          targetMinutes={settings.targets.applications}
          rowSelection={bulk.rowSelection}
          canAudit={canAudit}
          onReject={setRejecting}
        />
      </ReviewQueuePage>
      <RejectApplicationModal
        key={rejecting?.id ?? 'none'}
        application={rejecting}
        templates={settings.reasonTemplates.applicationReject}
        onClose={() => setRejecting(undefined)}
      />
      {bulk.dialog}
    </>
  )
}

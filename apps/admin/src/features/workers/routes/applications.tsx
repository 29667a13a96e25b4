import { ReloadOutlined } from '@ant-design/icons'
import { ResultCode, STAFF_ROLE_LABELS } from '@dianjing/shared'
import { Alert, Badge, Button, Card, Flex, Input, Result, Tabs } from 'antd'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header.tsx'
import { ApiError } from '@/lib/api-client.ts'
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

  const error = applications.error instanceof ApiError ? applications.error : undefined
  const forbidden = error?.code === ResultCode.forbidden

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Button icon={<ReloadOutlined />} loading={applications.isFetching} onClick={() => refresh()}>
            刷新
          </Button>
        }
      />
      <Card styles={{ body: { paddingTop: 8 } }}>
        {forbidden ? (
          <Result status="403" title="无权查看入驻申请" subTitle={error.message} />
        ) : (
          <>
            <Tabs
              activeKey={query.status}
              onChange={(status) => paged.filter({ status: status as ApplicationTab })}
              items={APPLICATION_TABS.map((tab) => ({
                key: tab,
                label:
                  tab === 'pending' ? (
                    <Flex align="center" gap={6}>
                      {TAB_LABELS[tab]}
                      <Badge count={pendingCount} overflowCount={99} size="small" />
                    </Flex>
                  ) : (
                    TAB_LABELS[tab]
                  ),
              }))}
              tabBarExtraContent={
                <Input.Search
                  // A new address (back button, another tab) resets what the box shows.
                  key={query.keyword}
                  defaultValue={query.keyword}
                  placeholder="搜索手机号、昵称或姓名"
                  allowClear
                  enterButton="搜索"
                  onSearch={(keyword) => paged.filter({ keyword: keyword.trim() })}
                  style={{ width: 320 }}
                />
              }
            />
            {applications.isError && (
              <Alert
                type="error"
                showIcon
                title="入驻申请加载失败"
                description={error?.message ?? '请稍后重试'}
                action={
                  <Button size="small" onClick={() => applications.refetch()}>
                    重试
                  </Button>
                }
                style={{ marginBottom: 16 }}
              />
            )}
            {query.status === 'pending' && role && !canAudit && (
              <Alert
                type="info"
                showIcon
                title={`当前角色为${STAFF_ROLE_LABELS[role]}，可查看入驻申请；通过或驳回由运营处理。`}
                style={{ marginBottom: 16 }}
              />
            )}
            {/* Without data an empty table would claim there is nothing to review. */}
            {(applications.data || !applications.isError) && (
              <ApplicationsTable
                tab={query.status}
                rows={applications.data?.list ?? []}
                loading={applications.isFetching}
                pagination={{
                  page: query.page,
                  pageSize: query.pageSize,
                  total: applications.data?.total ?? 0,
                }}
                onPageChange={paged.turnPage}
                canAudit={canAudit}
                onReject={setRejecting}
              />
            )}
          </>
        )}
      </Card>
      <RejectApplicationModal
        key={rejecting?.id ?? 'none'}
        application={rejecting}
        onClose={() => setRejecting(undefined)}
      />
    </>
  )
}

import { ReloadOutlined } from '@ant-design/icons'
import { ResultCode, STAFF_ROLE_LABELS } from '@dianjing/shared'
import { Alert, Badge, Button, Card, Flex, Input, Result, Tabs } from 'antd'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useMe } from '@/lib/me.ts'
import { compactParams, positiveParam } from '@/lib/search-params.ts'
import {
  APPLICATION_TABS,
  type ApplicationTab,
  canAuditApplications,
  useApplications,
  usePendingApplicationCount,
  useRefreshApplications,
  type WorkerApplication,
} from '../api/get-applications.ts'
import { ApplicationsTable } from '../components/applications-table.tsx'
import { RejectApplicationModal } from '../components/reject-application-modal.tsx'

const DEFAULT_PAGE_SIZE = 20

const TAB_LABELS: Record<ApplicationTab, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  all: '全部',
}

/** The tab, search and page live in the address, so a link or a reload opens the same list. */
function readQuery(params: URLSearchParams) {
  const status = params.get('status')
  return {
    status: APPLICATION_TABS.find((tab) => tab === status) ?? 'pending',
    keyword: params.get('keyword')?.trim() ?? '',
    page: positiveParam(params.get('page')) ?? 1,
    pageSize: Math.min(positiveParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE, 100),
  } as const
}

export function ApplicationsRoute({ section }: { section: { title: string; description: string } }) {
  const [params, setParams] = useSearchParams()
  const query = readQuery(params)
  const role = useMe().data?.role
  // Until the role is known nobody sees the buttons, so a read-only colleague never sees them flash.
  const canAudit = canAuditApplications(role)

  const applications = useApplications(query)
  const pendingCount = usePendingApplicationCount()
  const refresh = useRefreshApplications()
  const [rejecting, setRejecting] = useState<WorkerApplication | undefined>(undefined)

  const switchTab = (status: string) =>
    setParams(compactParams({ status, keyword: query.keyword, pageSize: query.pageSize }))
  const search = (keyword: string) =>
    setParams(compactParams({ status: query.status, keyword: keyword.trim(), pageSize: query.pageSize }))
  const page = (nextPage: number, pageSize: number) =>
    setParams(compactParams({ ...query, page: pageSize === query.pageSize ? nextPage : 1, pageSize }))

  // A decision can empty the last page; show the page that now holds the remaining rows.
  const lastPage = applications.data
    ? Math.max(1, Math.ceil(applications.data.total / query.pageSize))
    : query.page
  const beyondLastPage = !applications.isPlaceholderData && query.page > lastPage
  useEffect(() => {
    if (beyondLastPage) setParams(compactParams({ ...query, page: lastPage }), { replace: true })
  }, [beyondLastPage, lastPage, query, setParams])

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
              onChange={switchTab}
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
                  onSearch={search}
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
                onPageChange={page}
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

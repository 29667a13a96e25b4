import { ReloadOutlined } from '@ant-design/icons'
import { ResultCode, STAFF_ROLE_LABELS } from '@dianjing/shared'
import { Alert, Badge, Button, Card, Flex, Result, Tabs } from 'antd'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header.tsx'
import { ExportButton } from '@/features/exports/components/export-button.tsx'
import {
  canHandleWithdrawals,
  usePendingWithdrawalCount,
  useRefreshWithdrawals,
  useWithdrawals,
  WITHDRAWAL_TABS,
  type Withdrawal,
  type WithdrawalTab,
} from '@/features/withdrawals/api/get-withdrawals.ts'
import { PayWithdrawalModal } from '@/features/withdrawals/components/pay-withdrawal-modal.tsx'
import { RejectWithdrawalModal } from '@/features/withdrawals/components/reject-withdrawal-modal.tsx'
import { WithdrawalsTable } from '@/features/withdrawals/components/withdrawals-table.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useMe } from '@/lib/me.ts'
import { compactParams, positiveParam } from '@/lib/search-params.ts'

const DEFAULT_PAGE_SIZE = 20

const TAB_LABELS: Record<WithdrawalTab, string> = {
  pending: '待打款',
  paid: '已打款',
  rejected: '已驳回',
  all: '全部',
}

/** The tab and page live in the address, so a link or a reload opens the same list. */
function readQuery(params: URLSearchParams) {
  const status = params.get('status')
  return {
    status: WITHDRAWAL_TABS.find((tab) => tab === status) ?? 'pending',
    page: positiveParam(params.get('page')) ?? 1,
    pageSize: Math.min(positiveParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE, 100),
  } as const
}

export function WithdrawalsRoute({ section }: { section: { title: string; description: string } }) {
  const [params, setParams] = useSearchParams()
  const query = readQuery(params)
  const role = useMe().data?.role
  // Until the role is known nobody sees the buttons, so a read-only colleague never sees them flash.
  const canHandle = canHandleWithdrawals(role)

  const withdrawals = useWithdrawals(query)
  const pendingCount = usePendingWithdrawalCount()
  const refresh = useRefreshWithdrawals()
  const [paying, setPaying] = useState<Withdrawal | undefined>(undefined)
  const [rejecting, setRejecting] = useState<Withdrawal | undefined>(undefined)

  const switchTab = (status: string) => setParams(compactParams({ status, pageSize: query.pageSize }))
  const page = (nextPage: number, pageSize: number) =>
    setParams(compactParams({ ...query, page: pageSize === query.pageSize ? nextPage : 1, pageSize }))

  // A decision can empty the last page; show the page that now holds the remaining rows.
  const lastPage = withdrawals.data
    ? Math.max(1, Math.ceil(withdrawals.data.total / query.pageSize))
    : query.page
  const beyondLastPage = !withdrawals.isPlaceholderData && query.page > lastPage
  useEffect(() => {
    if (beyondLastPage) setParams(compactParams({ ...query, page: lastPage }), { replace: true })
  }, [beyondLastPage, lastPage, query, setParams])

  const error = withdrawals.error instanceof ApiError ? withdrawals.error : undefined
  const forbidden = error?.code === ResultCode.forbidden

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Flex gap={8}>
            <ExportButton kind="fund-records" />
            <Button icon={<ReloadOutlined />} loading={withdrawals.isFetching} onClick={() => refresh()}>
              刷新
            </Button>
          </Flex>
        }
      />
      <Card styles={{ body: { paddingTop: 8 } }}>
        {forbidden ? (
          <Result status="403" title="无权查看提现申请" subTitle={error.message} />
        ) : (
          <>
            <Tabs
              activeKey={query.status}
              onChange={switchTab}
              items={WITHDRAWAL_TABS.map((tab) => ({
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
            />
            {withdrawals.isError && (
              <Alert
                type="error"
                showIcon
                title="提现申请加载失败"
                description={error?.message ?? '请稍后重试'}
                action={
                  <Button size="small" onClick={() => withdrawals.refetch()}>
                    重试
                  </Button>
                }
                style={{ marginBottom: 16 }}
              />
            )}
            {query.status === 'pending' && role && !canHandle && (
              <Alert
                type="info"
                showIcon
                title={`当前角色为${STAFF_ROLE_LABELS[role]}，可查看提现申请；打款或驳回由财务处理。`}
                style={{ marginBottom: 16 }}
              />
            )}
            {(withdrawals.data || !withdrawals.isError) && (
              <WithdrawalsTable
                tab={query.status}
                rows={withdrawals.data?.list ?? []}
                loading={withdrawals.isFetching}
                pagination={{
                  page: query.page,
                  pageSize: query.pageSize,
                  total: withdrawals.data?.total ?? 0,
                }}
                onPageChange={page}
                canHandle={canHandle}
                onPay={setPaying}
                onReject={setRejecting}
              />
            )}
          </>
        )}
      </Card>
      <PayWithdrawalModal
        key={`pay-${paying?.id ?? 'none'}`}
        withdrawal={paying}
        onClose={() => setPaying(undefined)}
      />
      <RejectWithdrawalModal
        key={`reject-${rejecting?.id ?? 'none'}`}
        withdrawal={rejecting}
        onClose={() => setRejecting(undefined)}
      />
    </>
  )
}

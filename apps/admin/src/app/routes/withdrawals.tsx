import { ReloadOutlined } from '@ant-design/icons'
import { ResultCode, STAFF_ROLE_LABELS } from '@dianjing/shared'
import { Alert, Badge, Button, Card, Flex, Result, Tabs } from 'antd'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header.tsx'
import { ExportButton } from '@/features/exports/components/export-button.tsx'
import {
  canHandleWithdrawals,
  usePendingWithdrawalCount,
  useRefreshWithdrawals,
  useWithdrawals,
  WITHDRAWAL_TABS,
  type Withdrawal,
  type WithdrawalListQuery,
  type WithdrawalTab,
} from '@/features/withdrawals/api/get-withdrawals.ts'
import { PayWithdrawalModal } from '@/features/withdrawals/components/pay-withdrawal-modal.tsx'
import { RejectWithdrawalModal } from '@/features/withdrawals/components/reject-withdrawal-modal.tsx'
import { WithdrawalsTable } from '@/features/withdrawals/components/withdrawals-table.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { tabParam } from '@/lib/search-params.ts'

const TAB_LABELS: Record<WithdrawalTab, string> = {
  pending: '待打款',
  paid: '已打款',
  rejected: '已驳回',
  all: '全部',
}

/** The tab and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams): WithdrawalListQuery => ({
  status: tabParam(params.get('status'), WITHDRAWAL_TABS),
  ...readPage(params),
})

export function WithdrawalsRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readQuery)
  const { query } = paged
  const role = useMe().data?.role
  // Until the role is known nobody sees the buttons, so a read-only colleague never sees them flash.
  const canHandle = canHandleWithdrawals(role)

  const withdrawals = useWithdrawals(query)
  const pendingCount = usePendingWithdrawalCount()
  const refresh = useRefreshWithdrawals()
  const [paying, setPaying] = useState<Withdrawal | undefined>(undefined)
  const [rejecting, setRejecting] = useState<Withdrawal | undefined>(undefined)

  useLastPageClamp(paged, withdrawals)

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
              onChange={(status) => paged.filter({ status: status as WithdrawalTab })}
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
                onPageChange={paged.turnPage}
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

import { AUTO_CONFIRM_HOURS } from '@dianjing/shared'
import { Alert } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { CountedTabs } from '@/components/counted-tabs.tsx'
import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { readOnlyText } from '@/components/read-only-notice.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { tabParam } from '@/lib/search-params.ts'
import { type OrderRow, useOrders, useRefreshOrders } from '../api/get-orders.ts'
import { roleMay } from '../components/order-rules.ts'
import { SettlementsTable, type SettlementTab } from '../components/settlements-table.tsx'

const MAX_PAGE_SIZE = 50
const TABS: readonly SettlementTab[] = ['toConfirm', 'completed']
const TAB_LABELS: Record<SettlementTab, string> = { toConfirm: '待结算', completed: '已结算' }

/** The tab and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams) => ({
  tab: tabParam(params.get('tab'), TABS),
  ...readPage(params, MAX_PAGE_SIZE),
})

/**
 * Orders the worker finished and the customer has not confirmed (they settle by themselves after 24
 * hours, or here by finance), and the orders already settled.
 */
export function SettlementsRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readQuery)
  const { query } = paged
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const role = useMe().data?.role
  const canSettle = roleMay(role, 'settle')

  const orders = useOrders({ state: query.tab, page: query.page, pageSize: query.pageSize })
  const waiting = useOrders({ state: 'toConfirm', page: 1, pageSize: 1 })
  const refresh = useRefreshOrders()
  useLastPageClamp(paged, orders)

  const open = (row: OrderRow) => navigate(`/orders/${row.id}`, { state: { from: `${pathname}${search}` } })

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={<RefreshButton loading={orders.isFetching} onRefresh={refresh} />}
      />
      <ListCard
        list={orders}
        refusedTitle="无权查看结算"
        failedTitle="结算订单加载失败"
        tabbed
        toolbar={
          <>
            <CountedTabs
              tabs={TABS}
              labels={TAB_LABELS}
              active={query.tab}
              waiting={waiting.data?.total}
              onChange={(tab) => paged.filter({ tab })}
            />
            {query.tab === 'toConfirm' && (
              <Alert
                type="info"
                showIcon
                title={
                  role && !canSettle
                    ? readOnlyText(role, '待结算订单', '手动结算由财务处理')
                    : `打手已完成服务、等待客户确认的订单，客户 ${AUTO_CONFIRM_HOURS} 小时内未确认将自动结算；遇到纠纷可在此手动结算，服务费计入打手可用余额。`
                }
                style={{ marginBottom: 16 }}
              />
            )}
          </>
        }
      >
        <SettlementsTable
          tab={query.tab}
          rows={orders.data?.list ?? []}
          loading={orders.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: orders.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          canSettle={canSettle}
          onOpen={open}
        />
      </ListCard>
    </>
  )
}

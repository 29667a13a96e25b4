import { Flex, Tabs } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useGames } from '@/features/catalogue/api/get-games.ts'
import { ExportButton } from '@/features/exports/components/export-button.tsx'
import { useOrderCounts } from '@/features/orders/api/get-order-counts.ts'
import { ORDER_STATES, type OrderRow, useOrders, useRefreshOrders } from '@/features/orders/api/get-orders.ts'
import { OrderFilterBar } from '@/features/orders/components/order-filters.tsx'
import { ORDER_STATE_TAB_LABELS } from '@/features/orders/components/order-labels.tsx'
import {
  isFiltered,
  orderQuerySearch,
  readOrderQuery,
  withFilters,
} from '@/features/orders/components/order-query.ts'
import { OrdersTable } from '@/features/orders/components/orders-table.tsx'
import { useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'

/** The state, filters and page live in the address, so a link, a reload or "back" opens the same list. */
export function OrdersRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readOrderQuery, orderQuerySearch)
  const { query, show } = paged
  const navigate = useNavigate()
  const { search } = useLocation()
  const games = useGames()
  const orders = useOrders(query)
  const counts = useOrderCounts(query)
  const refresh = useRefreshOrders()
  useLastPageClamp(paged, orders)

  const open = (row: OrderRow) => navigate(`/orders/${row.id}`, { state: { search } })

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Flex gap={8}>
            <ExportButton kind="orders" />
            <RefreshButton loading={orders.isFetching} onRefresh={refresh} />
          </Flex>
        }
      />
      <ListCard
        list={orders}
        refusedTitle="无权查看订单"
        failedTitle="订单加载失败"
        tabbed
        toolbar={
          <>
            <Tabs
              activeKey={query.state}
              onChange={(state) => show(withFilters(query, { state: state as typeof query.state }))}
              items={ORDER_STATES.map((state) => ({
                key: state,
                label:
                  counts.data?.[state] === undefined
                    ? ORDER_STATE_TAB_LABELS[state]
                    : `${ORDER_STATE_TAB_LABELS[state]} ${counts.data[state].toLocaleString('zh-CN')}`,
              }))}
            />
            <OrderFilterBar
              games={games.data ?? []}
              value={query}
              onChange={(filters) => show(withFilters(query, filters))}
            />
          </>
        }
      >
        <OrdersTable
          rows={orders.data?.list ?? []}
          loading={orders.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: orders.data?.total ?? 0 }}
          emptyText={isFiltered(query) ? '没有符合筛选条件的订单' : '暂无订单'}
          onPageChange={paged.turnPage}
          onOpen={open}
        />
      </ListCard>
    </>
  )
}

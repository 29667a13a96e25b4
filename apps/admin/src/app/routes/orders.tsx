import { ReloadOutlined } from '@ant-design/icons'
import { ResultCode } from '@dianjing/shared'
import { Alert, Button, Card, Flex, Result, Tabs } from 'antd'
import { useEffect } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header.tsx'
import { useGames } from '@/features/catalogue/api/get-games.ts'
import { ExportButton } from '@/features/exports/components/export-button.tsx'
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
import { ApiError } from '@/lib/api-client.ts'

/** The state, filters and page live in the address, so a link, a reload or "back" opens the same list. */
export function OrdersRoute({ section }: { section: { title: string; description: string } }) {
  const [params, setParams] = useSearchParams()
  const query = readOrderQuery(params)
  const navigate = useNavigate()
  const { search } = useLocation()
  const games = useGames()
  const orders = useOrders(query)
  const refresh = useRefreshOrders()

  const show = (next: typeof query, replace = false) => setParams(orderQuerySearch(next), { replace })
  const page = (nextPage: number, pageSize: number) =>
    show({ ...query, page: pageSize === query.pageSize ? nextPage : 1, pageSize })
  const open = (row: OrderRow) => navigate(`/orders/${row.id}`, { state: { search } })

  // A filter or a colleague's change can empty the last page; show the page that now holds the last rows.
  const lastPage = orders.data ? Math.max(1, Math.ceil(orders.data.total / query.pageSize)) : query.page
  const beyondLastPage = !orders.isPlaceholderData && query.page > lastPage
  useEffect(() => {
    if (beyondLastPage) setParams(orderQuerySearch({ ...query, page: lastPage }), { replace: true })
  }, [beyondLastPage, lastPage, query, setParams])

  const error = orders.error instanceof ApiError ? orders.error : undefined
  const forbidden = error?.code === ResultCode.forbidden

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Flex gap={8}>
            <ExportButton kind="orders" />
            <Button icon={<ReloadOutlined />} loading={orders.isFetching} onClick={() => refresh()}>
              刷新
            </Button>
          </Flex>
        }
      />
      <Card styles={{ body: { paddingTop: 8 } }}>
        {forbidden ? (
          <Result status="403" title="无权查看订单" subTitle={error.message} />
        ) : (
          <>
            <Tabs
              activeKey={query.state}
              onChange={(state) => show(withFilters(query, { state: state as typeof query.state }))}
              items={ORDER_STATES.map((state) => ({ key: state, label: ORDER_STATE_TAB_LABELS[state] }))}
            />
            <OrderFilterBar
              games={games.data ?? []}
              value={query}
              onChange={(filters) => show(withFilters(query, filters))}
            />
            {orders.isError && (
              <Alert
                type="error"
                showIcon
                title="订单加载失败"
                description={error?.message ?? '请稍后重试'}
                action={
                  <Button size="small" onClick={() => orders.refetch()}>
                    重试
                  </Button>
                }
                style={{ marginBottom: 16 }}
              />
            )}
            {/* Without data an empty table would claim there are no orders. */}
            {(orders.data || !orders.isError) && (
              <OrdersTable
                rows={orders.data?.list ?? []}
                loading={orders.isFetching}
                pagination={{ page: query.page, pageSize: query.pageSize, total: orders.data?.total ?? 0 }}
                emptyText={isFiltered(query) ? '没有符合筛选条件的订单' : '暂无订单'}
                onPageChange={page}
                onOpen={open}
              />
            )}
          </>
        )}
      </Card>
    </>
  )
}

import { Alert, Button } from 'antd'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { readOnlyText } from '@/components/read-only-notice.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { waitText } from '@/components/waiting-time.tsx'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { sortParam, useQueueSettings } from '@/lib/queues.ts'
import { type OrderRow, useRefreshOrders } from '../api/get-orders.ts'
import { type UnclaimedQuery, useUnclaimedOrders } from '../api/get-unclaimed.ts'
import { roleMay } from '../components/order-rules.ts'
import { OrdersTable } from '../components/orders-table.tsx'
import { ReassignModal } from '../components/reassign-modal.tsx'

/** The order and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams): UnclaimedQuery => ({
  sort: sortParam(params),
  ...readPage(params),
})

/**
 * 待派单: paid orders nobody took from the hall within the configured time, the longest wait first.
 * Operators dispatch each to a worker who may take orders, with a reason; support sees the queue to answer
 * customers who ask.
 */
export function UnclaimedOrdersRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readQuery)
  const { query } = paged
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const role = useMe().data?.role
  const canDispatch = roleMay(role, 'reassign')
  const settings = useQueueSettings()
  const orders = useUnclaimedOrders(query)
  const refresh = useRefreshOrders()
  const [dispatching, setDispatching] = useState<OrderRow | undefined>(undefined)
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
        refusedTitle="无权查看待派单"
        failedTitle="待派单订单加载失败"
        toolbar={
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={
              role && !canDispatch
                ? readOnlyText(role, '待派单订单', '派单由运营处理')
                : `${
                    settings.unclaimedAfterMinutes === 0
                      ? '已支付、尚未有人接单的订单都在此列出'
                      : `支付后超过 ${waitText(settings.unclaimedAfterMinutes)} 仍无人接单的订单在此列出`
                  }，等待超过 ${waitText(settings.targets.unclaimed)} 的标红，请优先派单。`
            }
          />
        }
      >
        <OrdersTable
          rows={orders.data?.list ?? []}
          loading={orders.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: orders.data?.total ?? 0 }}
          emptyText="暂无长时间无人接单的订单"
          onPageChange={paged.turnPage}
          onOpen={open}
          queue={{
            targetMinutes: settings.targets.unclaimed,
            sort: query.sort,
            onSort: (sort) => paged.filter({ sort }),
            action: canDispatch
              ? (row) => (
                  <Button
                    type="link"
                    style={{ padding: 0, height: 'auto' }}
                    onClick={() => setDispatching(row)}
                  >
                    派单
                  </Button>
                )
              : undefined,
          }}
        />
      </ListCard>
      {dispatching && <ReassignModal order={dispatching} open onClose={() => setDispatching(undefined)} />}
    </>
  )
}

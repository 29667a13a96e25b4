import type { QueueSort } from '@dianjing/shared'
import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd'
import type { ReactNode } from 'react'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { WaitingTime } from '@/components/waiting-time.tsx'
import { yuanText } from '@/lib/money.ts'
import { columnSortOrder, sortFromHeader } from '@/lib/queues.ts'
import type { OrderRow } from '../api/get-orders.ts'
import { minutes, OrderStateTag, regionLabel } from './order-labels.tsx'

const small = { fontSize: 12 } as const

/** Staff look an order up by its number, so it is the one thing a click on the row does not take. */
const stopRowClick = (event: React.MouseEvent) => event.stopPropagation()

/**
 * Orders as rows; a row opens the order. As the dispatch queue, each row also shows how long it waited
 * since payment against the target, sorts by that wait or the amount, and offers an action (派单).
 */
export function OrdersTable({
  rows,
  loading,
  pagination,
  emptyText,
  onPageChange,
  onOpen,
  queue,
}: {
  rows: OrderRow[]
  loading: boolean
  pagination: TablePage
  emptyText: string
  onPageChange: (page: number, pageSize: number) => void
  onOpen: (row: OrderRow) => void
  queue?: {
    targetMinutes: number
    sort: QueueSort | undefined
    onSort: (sort: QueueSort | undefined) => void
    action?: (row: OrderRow) => ReactNode
  }
}) {
  const columns: TableColumnsType<OrderRow> = [
    {
      title: '订单号',
      dataIndex: 'orderNum',
      width: 215,
      render: (orderNum: string) => (
        <span onClick={stopRowClick}>
          <Typography.Text copyable>{orderNum}</Typography.Text>
        </span>
      ),
    },
    {
      title: '商品',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: title }}>{title}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {row.gameName} · {regionLabel(row.gameRegion)}
            {row.quantity > 1 ? ` · ×${row.quantity}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '客户',
      key: 'customer',
      width: 125,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: row.customerName }}>{row.customerName}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {row.customerPhone}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '打手',
      dataIndex: 'workerName',
      width: 110,
      render: (workerName: string) =>
        workerName ? (
          <Typography.Text ellipsis={{ tooltip: workerName }}>{workerName}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">未接单</Typography.Text>
        ),
    },
    {
      title: '金额',
      key: 'amount',
      width: 130,
      align: 'right',
      sorter: queue !== undefined,
      sortOrder: queue ? columnSortOrder(queue.sort, 'amount', true) : undefined,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{yuanText(row.amount)}</Typography.Text>
          <Typography.Text type="secondary" style={{ ...small, whiteSpace: 'nowrap' }}>
            服务费 {yuanText(row.workerAmount)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '状态',
      key: 'state',
      width: 96,
      render: (_, row) => <OrderStateTag order={row} />,
    },
    ...(queue
      ? [
          {
            title: '已等待',
            key: 'since',
            width: 120,
            sorter: true,
            sortOrder: columnSortOrder(queue.sort, 'since', true),
            render: (_: unknown, row: OrderRow) => (
              <WaitingTime since={row.paidTime} targetMinutes={queue.targetMinutes} />
            ),
          },
        ]
      : []),
    {
      title: '时间',
      key: 'times',
      width: 160,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text style={small}>下单 {minutes(row.createTime)}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {row.paidTime ? `支付 ${minutes(row.paidTime)}` : '未支付'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: queue?.action ? 110 : 64,
      fixed: queue ? 'right' : undefined,
      render: (_, row) => (
        <Flex gap={12} onClick={stopRowClick} style={{ whiteSpace: 'nowrap' }}>
          {queue?.action?.(row)}
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen(row)}>
            详情
          </Button>
        </Flex>
      ),
    },
  ]

  return (
    <Table<OrderRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={tablePagination(pagination, onPageChange)}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (!queue || action !== 'sort' || Array.isArray(sorter)) return
        queue.onSort(sortFromHeader(sorter.columnKey, sorter.order))
      }}
      tableLayout="fixed"
      scroll={{ x: queue ? 1200 : 1040 }}
      onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: 'pointer' } })}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  )
}

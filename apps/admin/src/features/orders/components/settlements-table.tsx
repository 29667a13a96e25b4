import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { yuanText } from '@/lib/money.ts'
import type { OrderRow } from '../api/get-orders.ts'
import { minutes, SETTLED_BY_LABELS } from './order-labels.tsx'
import { actionBlocker } from './order-rules.ts'
import { SettleButton } from './settle-button.tsx'

export type SettlementTab = 'toConfirm' | 'completed'

const small = { fontSize: 12 } as const

/** When the worker finished, or when and by whom it was settled. */
function SettlementTimes({ row, tab }: { row: OrderRow; tab: SettlementTab }) {
  const { completeTime, settleTime, settledBy } = row
  if (tab === 'toConfirm') {
    return <Typography.Text>{completeTime ? minutes(completeTime) : '—'}</Typography.Text>
  }
  return (
    <Flex vertical>
      <Typography.Text>{settleTime ? minutes(settleTime) : '—'}</Typography.Text>
      <Typography.Text type="secondary" style={small}>
        {SETTLED_BY_LABELS[settledBy] ?? '—'}
      </Typography.Text>
    </Flex>
  )
}

export function SettlementsTable({
  tab,
  rows,
  loading,
  pagination,
  onPageChange,
  canSettle,
  onOpen,
}: {
  tab: SettlementTab
  rows: OrderRow[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
  /** Whether the signed-in staff may settle; otherwise the table is read-only. */
  canSettle: boolean
  onOpen: (row: OrderRow) => void
}) {
  const columns: TableColumnsType<OrderRow> = [
    {
      title: '订单号',
      dataIndex: 'orderNum',
      width: 215,
      render: (orderNum: string) => <Typography.Text copyable>{orderNum}</Typography.Text>,
    },
    {
      title: '商品',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: title }}>{title}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {row.gameName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '客户',
      key: 'customer',
      width: 130,
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
      render: (workerName: string) => (
        <Typography.Text ellipsis={{ tooltip: workerName }}>{workerName}</Typography.Text>
      ),
    },
    {
      title: '订单金额',
      dataIndex: 'amount',
      width: 100,
      align: 'right',
      render: (amount: number) => `${yuanText(amount)}`,
    },
    {
      title: '服务费',
      dataIndex: 'workerAmount',
      width: 100,
      align: 'right',
      render: (workerAmount: number) => <Typography.Text strong>{yuanText(workerAmount)}</Typography.Text>,
    },
    {
      title: tab === 'toConfirm' ? '完成时间' : '结算时间',
      key: 'time',
      width: 150,
      render: (_, row) => <SettlementTimes row={row} tab={tab} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: tab === 'toConfirm' && canSettle ? 110 : 64,
      render: (_, row) => (
        <Flex gap={16} style={{ whiteSpace: 'nowrap' }}>
          {tab === 'toConfirm' && canSettle && (
            <SettleButton
              order={row}
              blocker={actionBlocker('settle', { ...row, refunds: [] })}
              buttonProps={{ type: 'link', style: { padding: 0, height: 'auto' } }}
            />
          )}
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
      pagination={tablePagination(pagination, onPageChange, { sizes: [10, 20, 50] })}
      tableLayout="fixed"
      scroll={{ x: 1000 }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={tab === 'toConfirm' ? '暂无待结算的订单' : '暂无已结算的订单'}
          />
        ),
      }}
    />
  )
}

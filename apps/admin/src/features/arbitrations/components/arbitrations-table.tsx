import { DISPUTE_SIDE_LABELS, DISPUTE_SIDES } from '@dianjing/shared'
import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd'
import { Link } from 'react-router'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { WaitingTime } from '@/components/waiting-time.tsx'
import { yuanText } from '@/lib/money.ts'
import { columnSortOrder, sortFromHeader } from '@/lib/queues.ts'
import type { ArbitrationRow, ArbitrationSort, ArbitrationTab } from '../api/get-arbitrations.ts'
import { EvidenceDeadline, SideTag } from './dispute-labels.tsx'

const EMPTY_TEXT: Record<ArbitrationTab, string> = {
  open: '暂无待裁决的仲裁',
  ruled: '暂无已裁决的仲裁',
}

const small = { fontSize: 12 } as const

function Reason({ text }: { text: string }) {
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0 }}>
      {text}
    </Typography.Paragraph>
  )
}

/** The arbitration queue: what each order is, who opened it and why, how far the evidence is, and the wait. */
export function ArbitrationsTable({
  tab,
  rows,
  loading,
  pagination,
  onPageChange,
  sort,
  onSort,
  targetMinutes,
  canRule,
  from,
  onOpen,
}: {
  tab: ArbitrationTab
  rows: ArbitrationRow[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
  sort: ArbitrationSort | undefined
  onSort: (sort: ArbitrationSort | undefined) => void
  /** How long an arbitration may wait for its ruling before it shows as overdue (队列设置). */
  targetMinutes: number
  /** Whether the signed-in staff may rule: 处理 rather than 查看. */
  canRule: boolean
  /** Where the order's page leads back to: this list as it is. */
  from: string
  onOpen: (row: ArbitrationRow) => void
}) {
  const open = tab === 'open'
  const columns: TableColumnsType<ArbitrationRow> = [
    {
      title: '订单',
      dataIndex: 'orderNum',
      width: 240,
      render: (orderNum: string, row) => (
        <Flex vertical>
          <Link to={`/orders/${row.orderId}`} state={{ from }}>
            {orderNum}
          </Link>
          <Typography.Text ellipsis={{ tooltip: row.title }}>{row.title}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            发起 {row.createTime.slice(0, 16)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '订单金额',
      dataIndex: 'amount',
      width: 110,
      align: 'right',
      render: (amount: number) => <Typography.Text strong>{yuanText(amount)}</Typography.Text>,
    },
    {
      title: '客户 / 打手',
      key: 'people',
      width: 130,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: row.customerName }}>{row.customerName}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.workerName }}>
            {row.workerName || '无打手'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '发起方与理由',
      key: 'reason',
      render: (_, row) => (
        <Flex gap={8} align="start">
          <SideTag side={row.openedBy} />
          <Reason text={row.reason} />
        </Flex>
      ),
    },
    {
      title: '证据',
      key: 'evidence',
      width: 90,
      render: (_, row) => (
        <Flex vertical>
          {DISPUTE_SIDES.map((side) => (
            <Typography.Text
              key={side}
              type={row.evidenceCount[side] ? undefined : 'secondary'}
              style={small}
            >
              {DISPUTE_SIDE_LABELS[side]} {row.evidenceCount[side]} 份
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
    {
      title: '举证',
      key: 'deadline',
      width: 130,
      render: (_, row) =>
        row.evidenceOpen ? (
          <Flex vertical align="start" gap={2}>
            <EvidenceDeadline open dueTime={row.evidenceDueTime} short />
            <Typography.Text type="secondary" style={small}>
              截止 {row.evidenceDueTime.slice(5, 16)}
            </Typography.Text>
          </Flex>
        ) : (
          <EvidenceDeadline open={false} dueTime={row.evidenceDueTime} />
        ),
    },
    ...(open
      ? [
          {
            title: '已等待',
            key: 'since',
            width: 100,
            sorter: true,
            sortOrder: columnSortOrder(sort, 'since', true),
            render: (_: unknown, row: ArbitrationRow) => (
              <WaitingTime since={row.createTime} targetMinutes={targetMinutes} />
            ),
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      width: 64,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen(row)}>
          {open && canRule ? '处理' : '查看'}
        </Button>
      ),
    },
  ]

  return (
    <Table<ArbitrationRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={tablePagination(pagination, onPageChange)}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort' || Array.isArray(sorter)) return
        const next = sortFromHeader(sorter.columnKey, sorter.order)
        onSort(next === 'oldest' || next === 'newest' ? next : undefined)
      }}
      tableLayout="fixed"
      scroll={{ x: 1060 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[tab]} /> }}
    />
  )
}

import { Empty, Flex, Table, type TableColumnsType, Typography } from 'antd'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { yuanText } from '@/lib/money.ts'
import type { LedgerEntry } from '../api/get-worker-ledger.ts'

const muted = <Typography.Text type="secondary">—</Typography.Text>

/** A fine's ledger entry says what it took from the balance (a negative change) and what it left owed. */
const columns: TableColumnsType<LedgerEntry> = [
  { title: '时间', dataIndex: 'createTime', width: 170 },
  {
    title: '打手',
    key: 'worker',
    width: 160,
    render: (_, entry) => (
      <Flex vertical>
        <span>{entry.workerName || '未设置昵称'}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          ID {entry.workerId}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '罚款金额',
    dataIndex: 'amount',
    width: 120,
    align: 'right',
    render: (cents: number) => (
      <Typography.Text strong type="danger">
        {yuanText(cents)}
      </Typography.Text>
    ),
  },
  {
    title: '余额扣除',
    dataIndex: 'availableChange',
    width: 120,
    align: 'right',
    render: (change: number) => (change === 0 ? muted : yuanText(-change)),
  },
  {
    title: '记为欠款',
    dataIndex: 'owedChange',
    width: 120,
    align: 'right',
    render: (change: number) =>
      change === 0 ? muted : <Typography.Text type="warning">{yuanText(change)}</Typography.Text>,
  },
  {
    title: '罚款原因',
    dataIndex: 'remarks',
    render: (reason: string) =>
      reason ? (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: reason }} style={{ margin: 0 }}>
          {reason}
        </Typography.Paragraph>
      ) : (
        muted
      ),
  },
  {
    title: '开具人',
    dataIndex: 'staffName',
    width: 120,
    render: (name: string) => name || muted,
  },
]

export function FinesTable({
  rows,
  loading,
  pagination,
  onPageChange,
}: {
  rows: LedgerEntry[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
}) {
  return (
    <Table<LedgerEntry>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: 1000 }}
      pagination={tablePagination(pagination, onPageChange)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无罚款记录" /> }}
    />
  )
}
